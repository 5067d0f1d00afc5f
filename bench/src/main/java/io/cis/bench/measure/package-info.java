/**
 * What the load tools measure and how: request latencies kept whole so percentiles are exact, failures counted by kind,
 * and a server's resident memory read from {@code /proc/<pid>/status} and sampled over a run.
 */
package io.cis.bench.measure;
