package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The {@code license.osadl} block: OSADL's copyleft and patent flags, the licenses it names compatible, compatible
 * depending on the case, or incompatible with this one, and the obligations of each use case.
 */
public record OsadlObligations(
        @JsonProperty("copyleft_clause") boolean copyleftClause,
        @JsonProperty("patent_hints") boolean patentHints,
        @JsonProperty("compatibility") List<String> compatibility,
        @JsonProperty("depending_compatibility") List<String> dependingCompatibility,
        @JsonProperty("incompatibility") List<String> incompatibility,
        @JsonProperty("use_cases") List<OsadlUseCase> useCases) {

    public OsadlObligations {
        compatibility = List.copyOf(compatibility == null ? List.of() : compatibility);
        dependingCompatibility = List.copyOf(dependingCompatibility == null ? List.of() : dependingCompatibility);
        incompatibility = List.copyOf(incompatibility == null ? List.of() : incompatibility);
        useCases = List.copyOf(useCases == null ? List.of() : useCases);
    }
}
