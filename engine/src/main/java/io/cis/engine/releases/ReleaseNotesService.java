package io.cis.engine.releases;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ComponentMatch;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolutionCode;
import io.cis.engine.version.ResolveOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Answers release notes (E1, E2). Notes are stored per listed version, so like every per-version domain an unlisted
 * exact version is {@code VERSION_NOT_FOUND}. When the purl itself has no notes for what was asked and related results
 * are on, the component's linked source purl (npm's {@code pkg:npm/express} to {@code pkg:github/expressjs/express})
 * answers the same purl version and requirement instead.
 */
public final class ReleaseNotesService {

    private final ComponentLookup lookup;
    private final DecodedValues values;

    public ReleaseNotesService(ComponentLookup lookup, DecodedValues values) {
        this.lookup = lookup;
        this.values = values;
    }

    /**
     * E1: without a purl version or requirement, every version with notes; with a range, every matching version with
     * notes; with an exact version (or a substitute), that version's notes. Newest first, then paged.
     */
    public ComponentReleases list(String purl, String requirement, ReleaseOptions options, ReleasePage page) {
        return answer(purl, requirement, options, page, this::acceptedVersions);
    }

    /** E2: the notes of the one resolved version (the highest match of a range), if it has any. */
    public ComponentReleases ofResolvedVersion(String purl, String requirement, ReleaseOptions options) {
        return answer(purl, requirement, options, ReleasePage.FIRST, (match, req) -> resolvedVersion(match));
    }

    private ComponentReleases answer(String purl, String requirement, ReleaseOptions options, ReleasePage page,
                                     BiFunction<ComponentMatch, String, List<String>> candidates) {
        ResolveOptions resolve = ResolveOptions.STRICT.withMode(options.onVersionNotFound());
        ComponentMatch own = lookup.find(purl, requirement, resolve);
        ComponentReleases ownAnswer = notes(own, candidates.apply(own, requirement), page);
        if (ownAnswer.notesFound() || !options.relatedResults()) {
            return ownAnswer;
        }
        Optional<ParsedPurl> source = sourceOf(own);
        if (source.isEmpty()) {
            return ownAnswer;
        }
        ComponentMatch related = lookup.find(source.get(), requirement, resolve);
        ComponentReleases relatedAnswer = notes(related, candidates.apply(related, requirement), page);
        return relatedAnswer.notesFound() ? relatedAnswer.answeredBy(source.get().key().canonical()) : ownAnswer;
    }

    /** The linked source purl, carrying the request's purl version, when the component has one other than itself. */
    private static Optional<ParsedPurl> sourceOf(ComponentMatch match) {
        if (match.purl().isEmpty() || match.component().isEmpty()) {
            return Optional.empty();
        }
        ParsedPurl asked = match.purl().get();
        String source = match.component().get().sourcePurl();
        PurlKey key;
        try {
            key = PurlParser.key(source);
        } catch (InvalidPurlException e) {
            // No link (""), or one the catalog stored and no longer parses: nothing to fall back to.
            return Optional.empty();
        }
        return key.equals(asked.key()) ? Optional.empty()
                : Optional.of(new ParsedPurl(key, asked.version(), asked.original()));
    }

    private List<String> acceptedVersions(ComponentMatch match, String requirement) {
        Resolution resolution = match.resolution();
        if (resolution.code() == ResolutionCode.REQUIREMENT_NOT_MET) {
            // Nothing matched; the substitute is the one version to show.
            return List.of(resolution.version());
        }
        return resolution.hasVersion() ? lookup.accepted(match, requirement) : List.of();
    }

    private static List<String> resolvedVersion(ComponentMatch match) {
        return match.resolution().hasVersion() ? List.of(match.resolution().version()) : List.of();
    }

    /** The notes of the candidates (newest first) that have any, paged; whether any has notes. */
    private ComponentReleases notes(ComponentMatch match, List<String> candidates, ReleasePage page) {
        List<ReleaseRecord> releases = new ArrayList<>();
        int withNotes = 0;
        if (match.purl().isPresent()) {
            String purl = match.purl().get().key().canonical();
            for (String version : candidates) {
                if (releases.size() == page.limit()) {
                    break;
                }
                Optional<ReleaseRecord> stored = values.get(Domain.RELEASE_NOTES, ComponentKeys.version(purl, version),
                        ReleaseRecord.class);
                if (stored.isPresent()) {
                    if (withNotes >= page.offset()) {
                        releases.add(stored.get());
                    }
                    withNotes++;
                }
            }
        }
        return new ComponentReleases(match.resolution(), releases, withNotes > 0, "");
    }
}
