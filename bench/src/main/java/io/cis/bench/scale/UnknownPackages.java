package io.cis.bench.scale;

import java.util.SplittableRandom;

/**
 * Packages no generated feed knows, for the share of SBOM components and workload requests that are unknown. Their
 * names come from numbers past the catalog's, in separate ranges per use, so they never name a catalog component,
 * and an unknown package of a workload is not one an SBOM brought into the catalog either.
 */
final class UnknownPackages {

    private static final PurlType[] TYPES = {PurlType.NPM, PurlType.NPM, PurlType.MAVEN, PurlType.PYPI,
        PurlType.GOLANG, PurlType.GITHUB, PurlType.GEM, PurlType.CARGO, PurlType.NUGET};

    private final ComponentNames names;
    private final RandomStreams streams;
    private final long firstNumber;

    UnknownPackages(ComponentNames names, RandomStreams streams, long firstNumber) {
        this.names = names;
        this.streams = streams;
        this.firstNumber = firstNumber;
    }

    ComponentIdentity identity(int j, SplittableRandom random) {
        return names.identity(Math.toIntExact(firstNumber + j), TYPES[random.nextInt(TYPES.length)], streams);
    }

    ComponentIdentity identity(int j, PurlType type) {
        return names.identity(Math.toIntExact(firstNumber + j), type, streams);
    }

    /** A version spelled for the type (Go and GitHub with a {@code v}). */
    static String version(PurlType type, SplittableRandom random) {
        String plain = random.nextInt(4) + "." + random.nextInt(20) + "." + random.nextInt(10);
        return type == PurlType.GOLANG || type == PurlType.GITHUB ? "v" + plain : plain;
    }
}
