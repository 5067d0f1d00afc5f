package io.cis.engine.version;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.purl.ParsedPurl;
import java.util.Objects;

/**
 * What to resolve for one component.
 *
 * @param ecosystem   decides the version scheme and syntaxes
 * @param purlVersion the version in the purl, or {@code null}; it wins over the requirement
 * @param requirement the requirement, or {@code null} for "latest"
 * @param options     substitution mode and unlisted-version switch
 */
public record ResolveRequest(Ecosystem ecosystem, String purlVersion, String requirement, ResolveOptions options) {

    public ResolveRequest {
        Objects.requireNonNull(ecosystem, "ecosystem");
        Objects.requireNonNull(options, "options");
        purlVersion = blankToNull(purlVersion);
        requirement = blankToNull(requirement);
    }

    /** A request for a parsed purl and an optional requirement. */
    public static ResolveRequest of(ParsedPurl purl, String requirement, ResolveOptions options) {
        return new ResolveRequest(purl.ecosystem(), purl.version(), requirement, options);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
