package io.cis.bench.scale;

import java.util.SplittableRandom;

/**
 * Independent seeded random streams, one per purpose and index, so that any component or advisory can be drawn on
 * its own, in any order and on any thread, and still come out the same for the same seed.
 */
record RandomStreams(long seed) {

    SplittableRandom of(String purpose, long index) {
        long z = seed * 0x9E3779B97F4A7C15L + purpose.hashCode() * 0xC2B2AE3D27D4EB4FL + index * 0x165667B19E3779F9L;
        return new SplittableRandom(mix(z));
    }

    SplittableRandom of(String purpose) {
        return of(purpose, 0);
    }

    /** MurmurHash3's 64-bit finaliser: neighbouring inputs give unrelated seeds. */
    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }
}
