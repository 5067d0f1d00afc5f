package io.cis.http.v3;

import io.cis.engine.releases.ComponentReleases;
import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolutionCode;

/**
 * The {@code info_code} and {@code info_message} of one release answer; both null (so omitted) when there is nothing
 * to report. Which code wins when several apply: a failure; else {@code WARNING} (the notes belong to another purl,
 * which the reader must know before anything else); else {@code RELEASE_NOTES_UNAVAILABLE}; else
 * {@code REQUIREMENT_NOT_MET}. A substitution is still named in the message of the first two.
 */
record ReleaseOutcome(String infoCode, String infoMessage) {

    static final ReleaseOutcome NONE = new ReleaseOutcome(null, null);
    static final String WARNING = "WARNING";
    static final String RELEASE_NOTES_UNAVAILABLE = "RELEASE_NOTES_UNAVAILABLE";

    /**
     * @param answer  the engine's answer
     * @param subject what was asked for, for the unavailable message ("version 4.18.2", "this component")
     */
    static ReleaseOutcome of(ComponentReleases answer, String subject) {
        Resolution resolution = answer.resolution();
        if (!resolution.hasVersion()) {
            return new ReleaseOutcome(resolution.code().name(), failureMessage(resolution));
        }
        String substitution = resolution.code() == ResolutionCode.REQUIREMENT_NOT_MET ? "; " + resolution.message() : "";
        if (answer.fromRelatedPurl()) {
            return new ReleaseOutcome(WARNING, "release notes of the linked source purl " + answer.relatedPurl()
                    + ", as the purl itself has none" + substitution);
        }
        if (!answer.notesFound()) {
            return new ReleaseOutcome(RELEASE_NOTES_UNAVAILABLE, "no release notes are known for " + subject + substitution);
        }
        if (!substitution.isEmpty()) {
            return new ReleaseOutcome(resolution.code().name(), resolution.message());
        }
        return NONE;
    }

    /** Whether the item failed: its purl, component or version could not be resolved. */
    static boolean failed(ComponentReleases answer) {
        return !answer.resolution().hasVersion();
    }

    /** The resolver's words, except for an internal failure, whose details stay in the server. */
    static String failureMessage(Resolution resolution) {
        return resolution.code() == ResolutionCode.RESOLVE_FAILED ? "version resolution failed" : resolution.message();
    }
}
