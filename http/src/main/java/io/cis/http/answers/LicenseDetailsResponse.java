package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** The E12 response. */
public record LicenseDetailsResponse(@JsonProperty("license") LicenseDetailsBody license, @JsonProperty("status") V2Status status) {
}
