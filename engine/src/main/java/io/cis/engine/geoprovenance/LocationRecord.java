package io.cis.engine.geoprovenance;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The contributor locations of one component as the snapshot stores them (key: canonical purl): every declared
 * location, and the countries they resolve to with their counts, computed at build time.
 */
public record LocationRecord(
        @JsonProperty("declared_locations") List<DeclaredLocation> declaredLocations,
        @JsonProperty("curated_locations") List<CuratedLocation> curatedLocations) {

    public static final LocationRecord NONE = new LocationRecord(List.of(), List.of());

    public LocationRecord {
        declaredLocations = List.copyOf(declaredLocations == null ? List.of() : declaredLocations);
        curatedLocations = List.copyOf(curatedLocations == null ? List.of() : curatedLocations);
    }
}
