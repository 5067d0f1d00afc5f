package io.cis.bench.scale;

import java.math.BigInteger;
import java.util.SplittableRandom;

/**
 * Unique advisory and CVE ids for advisory numbers: GHSA ids in GitHub's alphabet and CVE numbers, each a seeded
 * permutation of the number, so ids look scattered yet never repeat; PYSEC, GO and RUSTSEC ids count up per year as
 * those databases do.
 */
final class AdvisoryIds {

    private static final String GHSA_ALPHABET = "23456789cfghjmpqrvwx";
    private static final long GHSA_SPACE = pow(20, 12);

    private final long ghsaMultiplier;
    private final long ghsaOffset;
    private final long cvePrime;
    private final long cveMultiplier;

    AdvisoryIds(RandomStreams streams, long advisories) {
        SplittableRandom random = streams.of("advisory-ids");
        // odd and not a multiple of 5: coprime with 20^12
        this.ghsaMultiplier = random.nextLong(GHSA_SPACE / 10) * 10 + (random.nextBoolean() ? 1 : 9);
        this.ghsaOffset = random.nextLong(GHSA_SPACE);
        this.cvePrime = BigInteger.valueOf(Math.max(advisories * 3, 50_000)).nextProbablePrime().longValueExact();
        this.cveMultiplier = 1 + random.nextLong(cvePrime - 1);
    }

    /** A GHSA id; numbers from the advisory count upwards name GHSA aliases of other databases' records. */
    String ghsa(long number) {
        long value = BigInteger.valueOf(number).multiply(BigInteger.valueOf(ghsaMultiplier))
                .add(BigInteger.valueOf(ghsaOffset)).mod(BigInteger.valueOf(GHSA_SPACE)).longValueExact();
        char[] digits = new char[12];
        for (int i = 11; i >= 0; i--) {
            digits[i] = GHSA_ALPHABET.charAt((int) (value % 20));
            value /= 20;
        }
        String code = new String(digits);
        return "GHSA-" + code.substring(0, 4) + "-" + code.substring(4, 8) + "-" + code.substring(8);
    }

    /** The CVE number of an advisory: distinct for distinct advisories. */
    long cveNumber(long advisory) {
        return 1000 + Math.floorMod(advisory * cveMultiplier, cvePrime);
    }

    /** CVE numbers no advisory has, for EPSS rows of unrelated CVEs. */
    long unrelatedCveNumber(long index) {
        return 1000 + cvePrime + index;
    }

    private static long pow(long base, int exponent) {
        long result = 1;
        for (int i = 0; i < exponent; i++) {
            result *= base;
        }
        return result;
    }
}
