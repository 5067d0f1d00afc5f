package io.cis.loader.vulnerabilities;

import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.version.VersionSchemes;
import io.cis.engine.vulnerabilities.VersionRange;
import io.cis.loader.catalog.Purls;
import java.util.Locale;
import java.util.Optional;

/**
 * The component an OSV {@code affected[].package} names: its {@code purl} when the record gives one, else its
 * ecosystem and name translated to a purl. Ecosystems without a package-URL counterpart here (Linux distributions,
 * GitHub Actions, ...) have none, and the merge counts them; Linux distributions are read by {@link OsvDistributions}.
 */
final class OsvPackages {

    private OsvPackages() {
    }

    static Optional<PurlKey> keyOf(AffectedPackage affected) {
        if (affected.purl() != null && !affected.purl().isBlank()) {
            try {
                return Optional.of(PurlParser.key(affected.purl()));
            } catch (InvalidPurlException e) {
                // Fall back to ecosystem and name, which every record has.
            }
        }
        return purlOf(affected.ecosystem(), affected.name()).flatMap(OsvPackages::key);
    }

    /** The purl type for an OSV ecosystem name ({@code Debian:11} counts as {@code Debian}), if there is one. */
    static Optional<String> typeOf(String ecosystem) {
        if (ecosystem == null) {
            return Optional.empty();
        }
        String base = ecosystem.split(":", 2)[0].trim().toLowerCase(Locale.ROOT);
        return Optional.ofNullable(switch (base) {
            case "npm" -> "npm";
            case "maven" -> "maven";
            case "pypi" -> "pypi";
            case "go" -> "golang";
            case "crates.io" -> "cargo";
            case "nuget" -> "nuget";
            case "rubygems" -> "gem";
            case "packagist" -> "composer";
            case "hex" -> "hex";
            case "pub" -> "pub";
            case "bitnami" -> "bitnami";
            case "swifturl" -> "swift";
            case "hackage" -> "hackage";
            case "cran" -> "cran";
            default -> null;
        });
    }

    /**
     * Why the affected package's {@code ECOSYSTEM} ranges cannot be read, or empty: they are compared in the
     * component's own version order, and a purl type without one (Bitnami, CocoaPods, Conan, ...) would compare them
     * in the generic order, which may be wrong for the ecosystem's own versions. {@code SEMVER} ranges and explicit
     * versions are still read.
     */
    static Optional<String> unorderedRanges(PurlKey key, AffectedPackage affected) {
        boolean ecosystemRanges = affected.ranges().stream().anyMatch(r -> VersionRange.ECOSYSTEM.equals(r.type()));
        if (!ecosystemRanges || VersionSchemes.forEcosystem(key.ecosystem()) != VersionSchemes.GENERIC) {
            return Optional.empty();
        }
        return Optional.of("the " + key.type() + " purl type has no version order of its own here (docs/versions.md)");
    }

    private static Optional<String> purlOf(String ecosystem, String name) {
        Optional<String> type = typeOf(ecosystem);
        if (type.isEmpty() || name == null || name.isBlank()) {
            return Optional.empty();
        }
        String namespace = null;
        String simple = name;
        switch (type.get()) {
            case "maven" -> {
                int colon = name.indexOf(':');
                if (colon > 0) {
                    namespace = name.substring(0, colon);
                    simple = name.substring(colon + 1);
                }
            }
            case "npm" -> {
                int slash = name.indexOf('/');
                if (name.startsWith("@") && slash > 1) {
                    namespace = name.substring(0, slash);
                    simple = name.substring(slash + 1);
                }
            }
            case "golang", "composer", "swift" -> {
                int slash = name.lastIndexOf('/');
                if (slash > 0) {
                    namespace = name.substring(0, slash);
                    simple = name.substring(slash + 1);
                }
            }
            default -> {
                // Other ecosystems have flat names.
            }
        }
        return Purls.of(type.get(), namespace, simple);
    }

    private static Optional<PurlKey> key(String purl) {
        try {
            return Optional.of(PurlParser.key(purl));
        } catch (InvalidPurlException e) {
            return Optional.empty();
        }
    }
}
