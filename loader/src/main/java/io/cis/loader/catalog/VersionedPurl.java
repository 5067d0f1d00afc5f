package io.cis.loader.catalog;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;

/**
 * A purl as a feed spells it, split into the component purl ({@code pkg:type/namespace/name}) and its version
 * (null when it has none). packageurl-java decides whether the text is a purl at all and decodes the version.
 *
 * @param componentPurl the text before the version, qualifiers and subpath, in the feed's own spelling: catalog
 *                      facts are about a component, which qualifiers and subpath do not identify (contract-notes
 *                      section 2), and canonical case is decided later, when facts are merged
 * @param version       the decoded version ({@code 1.0%2Bbuild} gives {@code 1.0+build}), or null
 */
public record VersionedPurl(String componentPurl, String version) {

    /**
     * @throws MalformedPackageURLException when packageurl-java rejects the text
     */
    public static VersionedPurl parse(String text) throws MalformedPackageURLException {
        String version = new PackageURL(text).getVersion();
        return new VersionedPurl(componentPart(text), version == null || version.isEmpty() ? null : version);
    }

    public boolean hasVersion() {
        return version != null;
    }

    /** Cuts subpath, qualifiers and an {@code @version} that follows the last {@code /} (a scope's '@' is not one). */
    private static String componentPart(String text) {
        int end = text.length();
        int hash = text.indexOf('#');
        if (hash >= 0) {
            end = hash;
        }
        int query = text.indexOf('?');
        if (query >= 0 && query < end) {
            end = query;
        }
        String head = text.substring(0, end);
        int at = head.lastIndexOf('@');
        return at > head.lastIndexOf('/') ? head.substring(0, at) : head;
    }
}
