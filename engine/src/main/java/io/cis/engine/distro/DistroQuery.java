package io.cis.engine.distro;

import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlKey;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a distribution purl asks beyond its key: the release ({@code distro} qualifier) and the source package.
 * syft writes the source as {@code upstream=<name>} or {@code upstream=<name>@<version>} (the binary's version when
 * none is given); a {@code source} qualifier is read the same way. A release that cannot be read is reported in
 * {@link #notice()} and then, like no release at all, every release is answered.
 *
 * @param release the requested release, empty when the purl names none (or one that cannot be read)
 * @param source  the source package and its version, empty when the purl names none or names itself
 * @param notice  what the answer should say about how releases were chosen, {@code ""} when a release was named
 */
public record DistroQuery(Optional<DistroRelease> release, Optional<ParsedPurl> source, String notice) {

    private static final Set<String> TYPES = Set.of("deb", "rpm", "apk");

    /** Whether a component is a distribution package whose advisories are per release. */
    public static boolean isDistroPackage(PurlKey key) {
        return TYPES.contains(key.type());
    }

    /** Whether a stored statement of {@code distroKey} ({@code ""} for none) applies to this request. */
    public boolean applies(String distroKey) {
        return distroKey.isEmpty() || release.isEmpty() || release.get().key().equals(distroKey)
                || release.get().distro().equals(distroKey);
    }

    /**
     * The purl with its version as the distribution orders it: trivy (and Rocky's advisories) write a deb or rpm
     * epoch in an {@code epoch} qualifier rather than in the version ({@code bsdutils@2.33.1-0.1?epoch=1} is
     * {@code 1:2.33.1-0.1}); left out, the version would compare below every fix of its package.
     */
    public static ParsedPurl withEpoch(ParsedPurl purl) {
        String epoch = qualifiers(purl.original()).get("epoch");
        String version = purl.version();
        if (epoch == null || version == null || version.indexOf(':') >= 0 || !epoch.strip().matches("\\d{1,10}")
                || epoch.strip().matches("0+")) {
            return purl;
        }
        return new ParsedPurl(purl.key(), epoch.strip() + ":" + version, purl.original());
    }

    /** The query of a purl; give it {@link #withEpoch} of the purl, so the source's default version has the epoch. */
    public static DistroQuery of(ParsedPurl purl) {
        Map<String, String> qualifiers = qualifiers(purl.original());
        PurlKey key = purl.key();
        String requested = qualifiers.get("distro");
        Optional<DistroRelease> release = Optional.empty();
        String notice;
        String scope = DistroRelease.distroOfNamespace(key.namespace()).orElse(key.namespace());
        if (requested == null || requested.isBlank()) {
            notice = "the purl has no distro qualifier: advisories of every " + scope
                    + " release were checked; add distro=<name>-<release> for the answer of one release";
        } else {
            release = DistroRelease.ofQualifier(requested, key.namespace());
            Optional<String> ofNamespace = DistroRelease.distroOfNamespace(key.namespace());
            if (release.isPresent() && ofNamespace.isPresent() && !ofNamespace.get().equals(release.get().distro())) {
                // A release of another distribution than the namespace's would silently match nothing.
                release = Optional.empty();
            }
            notice = release.isPresent() ? "" : "distro qualifier '" + requested + "' is not a release of " + scope
                    + " this service reads: advisories of every " + scope + " release were checked";
        }
        return new DistroQuery(release, source(purl, qualifiers), notice);
    }

    private static Optional<ParsedPurl> source(ParsedPurl purl, Map<String, String> qualifiers) {
        String upstream = qualifiers.getOrDefault("upstream", qualifiers.get("source"));
        if (upstream == null || upstream.isBlank()) {
            return Optional.empty();
        }
        int at = upstream.indexOf('@');
        String name = (at < 0 ? upstream : upstream.substring(0, at)).strip();
        String version = at < 0 ? purl.version() : upstream.substring(at + 1).strip();
        if (name.isEmpty() || version == null || version.isEmpty()) {
            return Optional.empty();
        }
        PurlKey key = purl.key();
        PurlKey sourceKey = new PurlKey(key.type(), key.namespace(), name);
        if (sourceKey.equals(key)) {
            return Optional.empty();
        }
        return Optional.of(new ParsedPurl(sourceKey, version, purl.original()));
    }

    private static Map<String, String> qualifiers(String purl) {
        try {
            Map<String, String> qualifiers = new PackageURL(purl).getQualifiers();
            return qualifiers == null ? Map.of() : qualifiers;
        } catch (MalformedPackageURLException | RuntimeException e) {
            // The purl parsed as a key already; qualifiers it cannot give are treated as absent.
            return Map.of();
        }
    }
}
