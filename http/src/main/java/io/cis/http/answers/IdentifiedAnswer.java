package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The look-up's answer: the id asked and the vulnerabilities it names (several for a multi-CVE record). */
public record IdentifiedAnswer(
        @JsonProperty("id") String id,
        @JsonProperty("vulnerabilities") List<IdentifiedItem> vulnerabilities,
        @JsonProperty("status") V2Status status) {
}
