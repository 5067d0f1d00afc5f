package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;

/** One CVSS vector of a vulnerability with its base score and severity label, as the answer's {@code cvss[]} shows it. */
public record CvssScore(
        @JsonProperty("cvss") String cvss,
        @JsonProperty("cvss_score") double cvssScore,
        @JsonProperty("cvss_severity") String cvssSeverity) {
}
