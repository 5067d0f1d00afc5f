package io.cis.bench.scale;

import java.util.SplittableRandom;

/**
 * Valid CVSS v3.1 and v4.0 base vectors (every base metric once, in the specification's order, with a value it
 * defines), so the loader can score each one; values are weighted towards network attacks and high impact, as
 * published advisories are.
 */
final class CvssVectors {

    String v31(SplittableRandom random) {
        return "CVSS:3.1/AV:" + pick(random, "N", "N", "N", "N", "A", "L", "L", "P")
                + "/AC:" + pick(random, "L", "L", "L", "H")
                + "/PR:" + pick(random, "N", "N", "L", "H")
                + "/UI:" + pick(random, "N", "N", "R")
                + "/S:" + pick(random, "U", "U", "U", "C")
                + "/C:" + pick(random, "H", "H", "L", "N")
                + "/I:" + pick(random, "H", "L", "N", "N")
                + "/A:" + pick(random, "H", "H", "L", "N");
    }

    String v40(SplittableRandom random) {
        return "CVSS:4.0/AV:" + pick(random, "N", "N", "N", "A", "L", "P")
                + "/AC:" + pick(random, "L", "L", "H")
                + "/AT:" + pick(random, "N", "N", "P")
                + "/PR:" + pick(random, "N", "N", "L", "H")
                + "/UI:" + pick(random, "N", "N", "P", "A")
                + "/VC:" + pick(random, "H", "H", "L", "N")
                + "/VI:" + pick(random, "H", "L", "N", "N")
                + "/VA:" + pick(random, "H", "H", "L", "N")
                + "/SC:" + pick(random, "N", "N", "L", "H")
                + "/SI:" + pick(random, "N", "N", "L", "H")
                + "/SA:" + pick(random, "N", "N", "L", "H");
    }

    /** The label a database would give, roughly from the vector's confidentiality and integrity impact. */
    String databaseLabel(String vector) {
        int high = 0;
        for (String part : vector.split("/")) {
            if (part.endsWith(":H") && (part.startsWith("C:") || part.startsWith("I:") || part.startsWith("A:")
                    || part.startsWith("VC:") || part.startsWith("VI:") || part.startsWith("VA:"))) {
                high++;
            }
        }
        return switch (high) {
            case 3 -> "CRITICAL";
            case 2 -> "HIGH";
            case 1 -> "MODERATE";
            default -> "LOW";
        };
    }

    private static String pick(SplittableRandom random, String... values) {
        return values[random.nextInt(values.length)];
    }
}
