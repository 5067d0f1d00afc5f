package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.geoprovenance.CuratedLocation;
import io.cis.engine.geoprovenance.DeclaredLocation;
import java.util.List;

/**
 * A component location; {@code info_code} and {@code info_message} appear only when the component was not
 * found (an invalid purl or an unknown component), as on the spec's deprecated batch item.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LocationItem(
        @JsonProperty("purl") String purl,
        @JsonProperty("declared_locations") List<DeclaredLocation> declaredLocations,
        @JsonProperty("curated_locations") List<CuratedLocation> curatedLocations,
        @JsonProperty("info_code") String infoCode,
        @JsonProperty("info_message") String infoMessage) {
}
