/**
 * The soak: the maximum throughput of the mixed workload measured closed-loop, then an open-loop run at a fixed share
 * of it while the server's memory is sampled, with a pass or fail verdict ({@code bench/soak.sh}, {@code
 * docs/reliability.md}).
 */
package io.cis.bench.soak;
