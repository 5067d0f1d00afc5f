package io.cis.engine.purl;

import java.util.Objects;
import java.util.Optional;

/**
 * A purl as a request sent it: the component key, the version if the purl had one, and the original text.
 *
 * @param key      canonical component key
 * @param version  the version exactly as sent (percent-decoded), or {@code null} when the purl has none
 * @param original the purl string as received
 */
public record ParsedPurl(PurlKey key, String version, String original) {

    public ParsedPurl {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(original, "original");
    }

    /** The version in the purl, if any. */
    public Optional<String> versionIfPresent() {
        return Optional.ofNullable(version);
    }

    /** The ecosystem of the component. */
    public Ecosystem ecosystem() {
        return key.ecosystem();
    }
}
