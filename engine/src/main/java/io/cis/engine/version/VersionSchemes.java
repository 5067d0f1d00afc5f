package io.cis.engine.version;

import io.cis.engine.purl.Ecosystem;

/** The version scheme of each ecosystem, for the catalog build (sorting) and for the resolver. */
public final class VersionSchemes {

    /** SemVer with lenient parsing: npm, github, and OSV's {@code SEMVER} ranges. */
    public static final VersionScheme<SemverVersion> SEMVER = new SemverScheme();
    /** Go module versions as {@code golang.org/x/mod/semver} reads them: golang. */
    public static final VersionScheme<SemverVersion> GO = new GoScheme(false);
    /** Go's order over the versions of OSV records, which Go's advisories write without the {@code v}. */
    private static final VersionScheme<SemverVersion> GO_ADVISORIES = new GoScheme(true);
    /** Maven's ComparableVersion order. */
    public static final VersionScheme<MavenVersion> MAVEN = new MavenScheme();
    /** PEP 440 order: pypi. */
    public static final VersionScheme<Pep440Version> PEP440 = new Pep440Scheme();
    /** dpkg's order: deb. */
    public static final VersionScheme<DebianVersion> DEBIAN = new DebianScheme();
    /** rpm's EVR order: rpm. */
    public static final VersionScheme<RpmVersion> RPM = new RpmScheme();
    /** apk-tools' order: apk (and the legacy {@code alpine} purl type). */
    public static final VersionScheme<ApkVersion> APK = new ApkScheme();
    /** Numeric-aware order for every other ecosystem. */
    public static final VersionScheme<GenericVersion> GENERIC = new GenericScheme();

    /** Cargo's strict SemVer (the {@code semver} crate). */
    public static final VersionScheme<SemverVersion> CARGO = new CargoScheme();
    /** NuGet.Versioning's order: up to four parts, case-insensitive labels. */
    public static final VersionScheme<SemverVersion> NUGET = new NuGetScheme();
    /** RubyGems' {@code Gem::Version} order. */
    public static final VersionScheme<GemVersion> RUBYGEMS = new GemScheme();

    /** Composer's normalised versions in PHP's {@code version_compare} order. */
    public static final VersionScheme<ComposerVersion> COMPOSER = new ComposerScheme();

    /** Hex packages' versions as Elixir's {@code Version} orders them. */
    public static final VersionScheme<SemverVersion> HEX = new HexScheme();

    /** Dart packages' versions as {@code pub_semver} orders them (build metadata counts). */
    public static final VersionScheme<PubVersion> PUB = new PubScheme();

    /** CRAN packages' versions as R's {@code package_version} orders them. */
    public static final VersionScheme<CranVersion> CRAN = new CranScheme();
    /** Swift packages' version tags as SwiftPM reads and orders them. */
    public static final VersionScheme<SwiftVersion> SWIFT = new SwiftScheme();

    private static final RequirementSyntax<CranVersion> CRAN_REQUIREMENTS = new CranSyntax((CranScheme) CRAN);
    private static final RequirementSyntax<SwiftVersion> SWIFT_REQUIREMENTS = new SwiftSyntax((SwiftScheme) SWIFT);
    private static final RequirementSyntax<PubVersion> PUB_CONSTRAINTS = new PubSyntax((PubScheme) PUB);
    /** Hackage versions as Cabal orders them (list order, no pre-releases). */
    public static final VersionScheme<HackageVersion> HACKAGE = new HackageScheme();

    private static final RequirementSyntax<SemverVersion> GO_REQUIREMENTS = new GoRequirementSyntax(GO, SEMVER);
    private static final RequirementSyntax<HackageVersion> HACKAGE_RANGES = new HackageSyntax((HackageScheme) HACKAGE);
    private static final RequirementSyntax<SemverVersion> HEX_REQUIREMENTS = new HexSyntax((HexScheme) HEX);
    private static final RequirementSyntax<ComposerVersion> COMPOSER_CONSTRAINTS =
            new ComposerSyntax((ComposerScheme) COMPOSER);
    private static final RequirementSyntax<SemverVersion> CARGO_REQUIREMENTS = new CargoSyntax(CARGO);
    private static final RequirementSyntax<SemverVersion> NUGET_RANGES = new NuGetSyntax(NUGET);
    private static final RequirementSyntax<GemVersion> GEM_REQUIREMENTS = new GemSyntax((GemScheme) RUBYGEMS);
    private static final RangeSyntax<MavenVersion> MAVEN_RANGES = new MavenRangeSyntax(MAVEN);
    private static final RangeSyntax<Pep440Version> PEP440_SPECIFIERS = new Pep440Syntax(PEP440);
    private static final RangeSyntax<DebianVersion> DEBIAN_RELATIONS = RelationSyntax.debian(DEBIAN);
    private static final RangeSyntax<RpmVersion> RPM_RELATIONS = RelationSyntax.plain(RPM);
    private static final RangeSyntax<ApkVersion> APK_RELATIONS = RelationSyntax.plain(APK);

    private VersionSchemes() {
    }

    /** The scheme that orders versions of this ecosystem; use its {@code sort} when building a catalog. */
    public static VersionScheme<?> forEcosystem(Ecosystem ecosystem) {
        return dialect(ecosystem).scheme();
    }

    /**
     * The scheme an ecosystem's advisories ({@code ECOSYSTEM} ranges, explicit versions) are compared in: its own,
     * read in the spelling the advisory databases use for it (Go's versions without their {@code v}).
     */
    public static VersionScheme<?> forAdvisories(Ecosystem ecosystem) {
        return ecosystem == Ecosystem.GOLANG ? GO_ADVISORIES : forEcosystem(ecosystem);
    }

    static Dialect<?> dialect(Ecosystem ecosystem) {
        switch (ecosystem) {
            case CARGO:
                return Dialect.only(ecosystem, CARGO, CARGO_REQUIREMENTS);
            case NUGET:
                return Dialect.only(ecosystem, NUGET, NUGET_RANGES);
            case GEM:
                return Dialect.only(ecosystem, RUBYGEMS, GEM_REQUIREMENTS);
            case COMPOSER:
                return Dialect.only(ecosystem, COMPOSER, COMPOSER_CONSTRAINTS);
            case HEX:
                return Dialect.only(ecosystem, HEX, HEX_REQUIREMENTS);
            case PUB:
                return Dialect.only(ecosystem, PUB, PUB_CONSTRAINTS);
            case HACKAGE:
                return Dialect.only(ecosystem, HACKAGE, HACKAGE_RANGES);
            case CRAN:
                return Dialect.only(ecosystem, CRAN, CRAN_REQUIREMENTS);
            case SWIFT:
                return Dialect.only(ecosystem, SWIFT, SWIFT_REQUIREMENTS);
            case NPM:
            case GITHUB:
                return new Dialect<>(ecosystem, SEMVER, null, true);
            case GOLANG:
                return Dialect.only(ecosystem, GO, GO_REQUIREMENTS);
            case MAVEN:
                return new Dialect<>(ecosystem, MAVEN, MAVEN_RANGES, false);
            case PYPI:
                return new Dialect<>(ecosystem, PEP440, PEP440_SPECIFIERS, false);
            case DEB:
                return new Dialect<>(ecosystem, DEBIAN, DEBIAN_RELATIONS, false);
            case RPM:
                return new Dialect<>(ecosystem, RPM, RPM_RELATIONS, false);
            case APK:
                return new Dialect<>(ecosystem, APK, APK_RELATIONS, false);
            default:
                return new Dialect<>(ecosystem, GENERIC, null, false);
        }
    }
}
