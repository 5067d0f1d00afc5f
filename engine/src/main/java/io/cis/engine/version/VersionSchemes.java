package io.cis.engine.version;

import io.cis.engine.purl.Ecosystem;

/** The version scheme of each ecosystem, for the catalog build (sorting) and for the resolver. */
public final class VersionSchemes {

    /** SemVer with lenient parsing: npm, cargo, golang, nuget, github. */
    public static final VersionScheme<SemverVersion> SEMVER = new SemverScheme();
    /** Maven's ComparableVersion order. */
    public static final VersionScheme<MavenVersion> MAVEN = new MavenScheme();
    /** PEP 440 order: pypi. */
    public static final VersionScheme<Pep440Version> PEP440 = new Pep440Scheme();
    /** Numeric-aware order for every other ecosystem. */
    public static final VersionScheme<GenericVersion> GENERIC = new GenericScheme();

    private VersionSchemes() {
    }

    /** The scheme that orders versions of this ecosystem; use its {@code sort} when building a catalog. */
    public static VersionScheme<?> forEcosystem(Ecosystem ecosystem) {
        switch (ecosystem) {
            case NPM:
            case CARGO:
            case GOLANG:
            case NUGET:
            case GITHUB:
                return SEMVER;
            case MAVEN:
                return MAVEN;
            case PYPI:
                return PEP440;
            default:
                return GENERIC;
        }
    }
}
