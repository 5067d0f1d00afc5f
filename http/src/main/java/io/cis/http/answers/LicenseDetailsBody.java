package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.licenses.OsadlObligations;
import io.cis.engine.licenses.SpdxLicense;

/** The E12 {@code license} object; {@code osadl} is left out when OSADL does not describe the license. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LicenseDetailsBody(
        @JsonProperty("full_name") String fullName,
        @JsonProperty("type") String type,
        @JsonProperty("spdx") SpdxLicense spdx,
        @JsonProperty("osadl") OsadlObligations osadl) {
}
