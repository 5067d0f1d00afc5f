package io.cis.bench.scale;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Licenses components declare, as real SPDX License List ids and expressions, weighted roughly as registries see
 * them (MIT and Apache-2.0 most, Rust's dual licence for crates, the Classpath exception for Java).
 */
final class DeclaredLicenses {

    private record Weighted(String expression, int weight) {
    }

    private static final List<Weighted> COMMON = List.of(
            new Weighted("MIT", 34), new Weighted("Apache-2.0", 22), new Weighted("BSD-3-Clause", 9),
            new Weighted("ISC", 5), new Weighted("BSD-2-Clause", 4), new Weighted("GPL-3.0-only", 3),
            new Weighted("GPL-2.0-or-later", 2), new Weighted("LGPL-2.1-only", 2), new Weighted("MPL-2.0", 3),
            new Weighted("EPL-2.0", 2), new Weighted("MIT OR Apache-2.0", 4), new Weighted("Unlicense", 1),
            new Weighted("0BSD", 1), new Weighted("AGPL-3.0-only", 1), new Weighted("EPL-1.0", 1),
            new Weighted("Apache-2.0 WITH LLVM-exception", 1), new Weighted("Zlib", 1), new Weighted("CC0-1.0", 1),
            new Weighted("BSL-1.0", 1), new Weighted("GPL-2.0-only WITH Classpath-exception-2.0", 1),
            new Weighted("LGPL-3.0-or-later", 1), new Weighted("Python-2.0", 1), new Weighted("Ruby", 1));
    private static final int TOTAL = COMMON.stream().mapToInt(Weighted::weight).sum();

    /** The expression a component declares; crates mostly take Rust's dual licence. */
    String draw(PurlType type, SplittableRandom random) {
        if (type == PurlType.CARGO && random.nextInt(10) < 6) {
            return "MIT OR Apache-2.0";
        }
        int pick = random.nextInt(TOTAL);
        for (Weighted license : COMMON) {
            pick -= license.weight();
            if (pick < 0) {
                return license.expression();
            }
        }
        return "MIT";
    }
}
