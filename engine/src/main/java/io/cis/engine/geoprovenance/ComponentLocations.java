package io.cis.engine.geoprovenance;

import io.cis.engine.version.ResolutionCode;
import java.util.Objects;

/**
 * The contributor locations of one component, and whether it was found: {@code outcome} is {@code OK} for a known
 * component (with or without locations), else {@code INVALID_PURL} or {@code COMPONENT_NOT_FOUND} with the reason.
 */
public record ComponentLocations(ResolutionCode outcome, String message, LocationRecord locations) {

    public ComponentLocations {
        Objects.requireNonNull(outcome, "outcome");
        message = message == null ? "" : message;
        locations = locations == null ? LocationRecord.NONE : locations;
    }

    public boolean found() {
        return outcome == ResolutionCode.OK;
    }
}
