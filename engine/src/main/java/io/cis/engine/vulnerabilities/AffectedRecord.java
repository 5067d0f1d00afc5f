package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** Every advisory statement about one component, stored under its canonical purl. */
public record AffectedRecord(@JsonProperty("entries") List<AffectedEntry> entries) {

    public AffectedRecord {
        entries = List.copyOf(entries == null ? List.of() : entries);
    }
}
