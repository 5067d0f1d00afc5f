package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.Map;
import java.util.Optional;

/**
 * A result's severity. SARIF's {@code level} is on the result when the tool puts it there (gosec); otherwise it is
 * the rule's {@code defaultConfiguration.level} (every Semgrep run), and without either SARIF's own default,
 * {@code warning}. A result of another {@code kind} than {@code fail} without a level is level {@code none}, which
 * is not a problem. The answer's labels: {@code error} is ERROR, {@code warning} WARNING, {@code note} INFO.
 */
final class SarifLevel {

    static final String NONE = "none";
    private static final String DEFAULT = "warning";
    private static final Map<String, String> SEVERITIES = Map.of("error", "ERROR", "warning", "WARNING", "note", "INFO");

    private SarifLevel() {
    }

    /** The effective SARIF level: {@code error}, {@code warning}, {@code note} or {@code none}. */
    static String of(JsonNode result, Optional<JsonNode> rule) throws UnusableRecordException {
        String level = checked(JsonFields.string(result, "level", ""), "level");
        if (level != null) {
            return level;
        }
        String kind = JsonFields.string(result, "kind", "");
        if (kind != null && !kind.equals("fail")) {
            return NONE;
        }
        if (rule.isPresent()) {
            JsonNode configuration = JsonFields.object(rule.get(), "defaultConfiguration", "rule's ");
            if (configuration != null) {
                String byRule = checked(JsonFields.string(configuration, "level", "rule's defaultConfiguration."),
                        "rule's defaultConfiguration.level");
                if (byRule != null) {
                    return byRule;
                }
            }
        }
        return DEFAULT;
    }

    /** The answer's severity label of a level other than {@code none}. */
    static String severity(String level) {
        return SEVERITIES.get(level);
    }

    private static String checked(String level, String where) throws UnusableRecordException {
        if (level != null && !level.equals(NONE) && !SEVERITIES.containsKey(level)) {
            throw new UnusableRecordException(where + " \"" + level + "\" is none of error, warning, note, none");
        }
        return level;
    }
}
