package io.cis.loader.vulnerabilities.cvss;

/**
 * A CVSS vector with the score the service reports for it and that score's severity label.
 *
 * @param version  the CVSS version the vector is written in: {@code 2.0}, {@code 3.0}, {@code 3.1} or {@code 4.0}
 * @param vector   the vector as the feed states it
 * @param score    the feed's stated score, else the one computed from the vector
 * @param severity {@code Critical}, {@code High}, {@code Medium}, {@code Low} or {@code None}
 *                 (see {@link SeverityLabels})
 */
public record ScoredCvss(String version, String vector, double score, String severity) {
}
