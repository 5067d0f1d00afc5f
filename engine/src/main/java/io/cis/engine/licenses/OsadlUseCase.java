package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One use case of an OSADL obligation checklist ("Source code delivery", "Binary delivery", ...): what the license
 * obliges you to do in it, as the checklist's OSLOC text and as the OSLOC2JSON tree of that use case.
 */
public record OsadlUseCase(
        @JsonProperty("name") String name,
        @JsonProperty("obligation_text") String obligationText,
        @JsonProperty("obligation_json") String obligationJson) {

    public OsadlUseCase {
        name = name == null ? "" : name;
        obligationText = obligationText == null ? "" : obligationText;
        obligationJson = obligationJson == null ? "" : obligationJson;
    }
}
