package io.cis.http.answers;

import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolutionCode;

/**
 * The per-item {@code info_code} and {@code info_message} of a resolution: both null (so omitted) for a plain
 * success, the outcome's name and the resolver's reason otherwise.
 */
public record Outcome(String infoCode, String infoMessage) {

    public static final Outcome NONE = new Outcome(null, null);

    public static Outcome of(Resolution resolution) {
        if (resolution.code() == ResolutionCode.OK) {
            return NONE;
        }
        return new Outcome(resolution.code().name(), resolution.message());
    }
}
