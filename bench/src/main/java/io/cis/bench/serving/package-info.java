/**
 * The serving matrix: every scenario of a workload run closed-loop at every concurrency against a running server,
 * reported as Markdown and CSV, and checked against the performance targets ({@code bench/serving-matrix.sh}).
 */
package io.cis.bench.serving;
