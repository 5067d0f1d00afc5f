/**
 * The {@code archive-scan} feed: the per-version result files {@code cis fetch --scan-archives} writes after searching
 * a package's archive for the crypto algorithm dataset's keywords ({@link io.cis.loader.feeds.archivescan.ScanResultFile},
 * one file per component version), reported as the algorithms each version uses, with the number of files that named
 * each. An incomplete scan (a limit stopped it) states no algorithms and is listed as skipped.
 */
package io.cis.loader.feeds.archivescan;
