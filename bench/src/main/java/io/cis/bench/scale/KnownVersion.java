package io.cis.bench.scale;

/** A version the generated catalog holds, kept for workload requests and SBOMs: component purl and version. */
record KnownVersion(String purl, String version, PurlType type) {
}
