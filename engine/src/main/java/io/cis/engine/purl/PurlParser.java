package io.cis.engine.purl;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;

/** Parses purl strings with packageurl-java into a canonical {@link PurlKey} plus the requested version. */
public final class PurlParser {

    private PurlParser() {
    }

    /**
     * Parses a purl; a string packageurl-java rejects is invalid.
     *
     * @throws InvalidPurlException with a one-line reason, for {@code INVALID_PURL}
     */
    public static ParsedPurl parse(String purl) throws InvalidPurlException {
        if (purl == null || purl.isBlank()) {
            throw new InvalidPurlException("invalid purl: empty");
        }
        PackageURL parsed;
        try {
            parsed = new PackageURL(PurlText.prepare(purl));
        } catch (MalformedPackageURLException | RuntimeException e) {
            throw new InvalidPurlException("invalid purl '" + purl + "': " + e.getMessage(), e);
        }
        PurlKey key;
        try {
            key = new PurlKey(parsed.getType(), parsed.getNamespace(), parsed.getName());
        } catch (IllegalArgumentException e) {
            throw new InvalidPurlException("invalid purl '" + purl + "': " + e.getMessage(), e);
        }
        // "pkg:npm/x@" carries no version: treat an empty version like an absent one.
        String version = parsed.getVersion();
        if (version != null && version.isBlank()) {
            version = null;
        }
        return new ParsedPurl(key, version, purl);
    }

    /** The component key of a purl, ignoring its version. */
    public static PurlKey key(String purl) throws InvalidPurlException {
        return parse(purl).key();
    }
}
