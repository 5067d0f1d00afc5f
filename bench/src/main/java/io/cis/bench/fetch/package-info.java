/**
 * The fetch throughput benchmark: OSV records laid out as the OSV export bucket publishes them
 * ({@link io.cis.bench.fetch.OsvExport}: {@code ecosystems.txt}, and per ecosystem {@code all.zip} and
 * {@code modified_id.csv}), the same export with some records changed ({@link io.cis.bench.fetch.OsvExportChange}),
 * a loopback stand-in serving an export with ETags and 304 answers ({@link io.cis.bench.fetch.OsvExportStandIn}), and
 * {@link io.cis.bench.fetch.FetchThroughput}, which times {@code cis fetch --only osv} of the whole export and then of
 * the update. {@code bench/fetch-throughput.sh} runs it; {@code docs/benchmarks.md} holds its figures.
 */
package io.cis.bench.fetch;
