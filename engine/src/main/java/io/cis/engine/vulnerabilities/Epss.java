package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A CVE's EPSS data: the probability of exploitation activity in the next 30 days and its percentile. */
public record Epss(@JsonProperty("probability") double probability, @JsonProperty("percentile") double percentile) {
}
