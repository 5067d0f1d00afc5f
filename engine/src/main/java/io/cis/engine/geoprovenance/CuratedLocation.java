package io.cis.engine.geoprovenance;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A country and how many of a component's declared locations resolve to it. */
public record CuratedLocation(@JsonProperty("country") String country, @JsonProperty("count") int count) {

    public CuratedLocation {
        country = country == null ? "" : country;
    }
}
