package io.cis.engine.staticanalysis;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;

/**
 * One static-analysis finding in a file, with the interface's camelCase keys: the rule that fired, the first and
 * last line it covers (strings, as the interface writes them) and its severity ({@code ERROR}, {@code WARNING},
 * {@code INFO}).
 */
public record Issue(
        @JsonProperty("ruleID") String ruleId,
        @JsonProperty("from") String from,
        @JsonProperty("to") String to,
        @JsonProperty("severity") String severity) {

    public Issue {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(severity, "severity");
    }
}
