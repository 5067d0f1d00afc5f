package io.cis.loader.vulnerabilities;

/**
 * A CVSS vector as a feed states it.
 *
 * @param type   {@code CVSS_V2}, {@code CVSS_V3} (3.0 and 3.1) or {@code CVSS_V4}
 * @param vector the vector string (v3 and v4 with their {@code CVSS:x.y/} prefix; v2 as the feed writes it)
 * @param score  the base score when the feed states one, else null (it is then computed from the vector)
 */
public record CvssVector(String type, String vector, Double score) {
}
