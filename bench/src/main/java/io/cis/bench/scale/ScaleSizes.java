package io.cis.bench.scale;

/** What to generate: how many components, versions and advisories, drawn from which seed. */
record ScaleSizes(long seed, int components, long versions, int advisories) {

    /** The reference size of the performance requirements. */
    static final int REFERENCE_COMPONENTS = 1_000_000;
    static final long REFERENCE_VERSIONS = 10_000_000L;
    static final int REFERENCE_ADVISORIES = 300_000;

    ScaleSizes {
        if (components < 10) {
            throw new IllegalArgumentException("--components must be at least 10");
        }
        if (versions < components) {
            throw new IllegalArgumentException("--versions must be at least --components: every component has a version");
        }
        if (advisories < 0) {
            throw new IllegalArgumentException("--advisories must not be negative");
        }
    }
}
