package io.cis.loader.vulnerabilities;

/** One EPSS row: the probability of exploitation in the next 30 days and its percentile, both 0..1. */
public record EpssScore(String cve, double probability, double percentile) {
}
