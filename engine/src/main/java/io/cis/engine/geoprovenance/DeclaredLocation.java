package io.cis.engine.geoprovenance;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A location a component's owner or contributor declares, as free text ({@code type}: owner, contributor, ...). */
public record DeclaredLocation(@JsonProperty("type") String type, @JsonProperty("location") String location) {

    public DeclaredLocation {
        type = type == null ? "" : type;
        location = location == null ? "" : location;
    }
}
