package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.licenses.OsadlObligations;

/** The obligations response; {@code obligations} is left out when OSADL does not describe the license. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ObligationsResponse(
        @JsonProperty("obligations") OsadlObligations obligations,
        @JsonProperty("status") V2Status status) {
}
