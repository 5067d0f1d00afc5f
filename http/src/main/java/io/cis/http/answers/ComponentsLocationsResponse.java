package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The answer of the batch route of contract notes section 9. */
public record ComponentsLocationsResponse(@JsonProperty("components_locations") List<LocationItem> componentsLocations,
                                          @JsonProperty("status") V2Status status) {
}
