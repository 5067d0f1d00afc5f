/**
 * The seeded scale feed generator: writes feeds of any size in the real formats the loader reads (catalog, OSV, EPSS,
 * KEV, purl2cpe, GitHub releases, SBOMs, with the real SPDX list and crypto dataset copied in), plus workload request
 * files for the load benchmarks. Every component and advisory is drawn from its own seeded stream, so the same seed
 * gives the same bytes on any number of threads.
 */
package io.cis.bench.scale;
