package io.cis.engine.vulnerabilities;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The CPE 2.3 names of one component, stored under its canonical purl, as the mapping feed writes them. */
public record CpeRecord(@JsonProperty("cpes") List<String> cpes) {

    public CpeRecord {
        cpes = List.copyOf(cpes == null ? List.of() : cpes);
    }
}
