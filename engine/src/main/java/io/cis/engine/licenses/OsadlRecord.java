package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What the snapshot stores per license id that OSADL describes (key: the id as OSADL names it, lower case): the
 * {@code osadl} block as answered, and OSADL's copyleft class, which decides the license {@code type}.
 */
public record OsadlRecord(
        @JsonProperty("id") String id,
        @JsonProperty("copyleft_class") CopyleftClass copyleftClass,
        @JsonProperty("osadl") OsadlObligations osadl) {

    public OsadlRecord {
        copyleftClass = copyleftClass == null ? CopyleftClass.UNCLASSIFIED : copyleftClass;
    }
}
