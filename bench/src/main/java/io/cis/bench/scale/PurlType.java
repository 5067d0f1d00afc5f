package io.cis.bench.scale;

import java.util.SplittableRandom;

/**
 * The package types generated, with their share of components (roughly the proportions of public registries as a
 * software composition catalog sees them), their OSV ecosystem name and the OSV range type advisories use for them.
 */
enum PurlType {
    NPM(30, "npm", "SEMVER"),
    MAVEN(20, "Maven", "ECOSYSTEM"),
    PYPI(15, "PyPI", "ECOSYSTEM"),
    GOLANG(9, "Go", "SEMVER"),
    GITHUB(8, null, null),
    GEM(6, "RubyGems", "ECOSYSTEM"),
    CARGO(6, "crates.io", "SEMVER"),
    NUGET(6, "NuGet", "ECOSYSTEM");

    private static final PurlType[] ALL = values();
    private static final int TOTAL_SHARE = 100;

    private final int share;
    private final String osvEcosystem;
    private final String osvRangeType;

    PurlType(int share, String osvEcosystem, String osvRangeType) {
        this.share = share;
        this.osvEcosystem = osvEcosystem;
        this.osvRangeType = osvRangeType;
    }

    /** The OSV {@code affected[].package.ecosystem}; null for types OSV has no ecosystem for. */
    String osvEcosystem() {
        return osvEcosystem;
    }

    String osvRangeType() {
        return osvRangeType;
    }

    /** Whether OSV advisories can name packages of this type. */
    boolean hasAdvisories() {
        return osvEcosystem != null;
    }

    static PurlType draw(SplittableRandom random) {
        int pick = random.nextInt(TOTAL_SHARE);
        for (PurlType type : ALL) {
            pick -= type.share;
            if (pick < 0) {
                return type;
            }
        }
        return NPM;
    }

    static PurlType of(byte ordinal) {
        return ALL[ordinal];
    }
}
