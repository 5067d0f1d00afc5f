package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The rules of a run's tool: the driver's {@code rules[]} and each extension's (CodeQL lists its query packs as
 * extensions). A result points at its rule by {@code rule.index} or {@code ruleIndex}, else by id; {@code
 * rule.toolComponent} names the extension when it is not the driver.
 */
final class ToolRules {

    /** A tool component with its rules in order. */
    record Component(String name, String guid, List<JsonNode> rules) {

        Component {
            rules = List.copyOf(rules);
        }
    }

    private final Component driver;
    private final List<Component> extensions;

    ToolRules(Component driver, List<Component> extensions) {
        this.driver = driver;
        this.extensions = List.copyOf(extensions);
    }

    /**
     * The rule descriptor the result refers to; empty when it names its rule only by an id the tool does not
     * describe (SARIF does not require rule metadata).
     *
     * @throws UnusableRecordException when an index or tool component reference points nowhere
     */
    Optional<JsonNode> ruleOf(JsonNode result) throws UnusableRecordException {
        JsonNode reference = JsonFields.object(result, "rule", "");
        Component component = componentOf(reference);
        int index = reference == null ? -1 : JsonFields.integer(reference, "index", -1, "rule.");
        if (index < 0) {
            index = JsonFields.integer(result, "ruleIndex", -1, "");
        }
        if (index >= 0) {
            if (index >= component.rules().size()) {
                throw new UnusableRecordException("rule index " + index + " names no rule of " + component.name()
                        + " (it has " + component.rules().size() + ")");
            }
            return Optional.of(component.rules().get(index));
        }
        String id = JsonFields.string(result, "ruleId", "");
        if (id == null && reference != null) {
            id = JsonFields.string(reference, "id", "rule.");
        }
        if (id == null) {
            return Optional.empty();
        }
        for (JsonNode rule : component.rules()) {
            if (id.equals(rule.path("id").asText(null))) {
                return Optional.of(rule);
            }
        }
        return Optional.empty();
    }

    /** The driver, unless {@code rule.toolComponent} names an extension by index, name or guid. */
    private Component componentOf(JsonNode reference) throws UnusableRecordException {
        JsonNode tool = reference == null ? null : JsonFields.object(reference, "toolComponent", "rule.");
        if (tool == null) {
            return driver;
        }
        int index = JsonFields.integer(tool, "index", -1, "rule.toolComponent.");
        if (index >= 0) {
            if (index >= extensions.size()) {
                throw new UnusableRecordException("rule.toolComponent.index " + index + " names no extension (the tool has "
                        + extensions.size() + ")");
            }
            return extensions.get(index);
        }
        String guid = JsonFields.string(tool, "guid", "rule.toolComponent.");
        String name = JsonFields.string(tool, "name", "rule.toolComponent.");
        for (Component candidate : components()) {
            boolean named = guid != null ? guid.equalsIgnoreCase(candidate.guid()) : name != null && name.equals(candidate.name());
            if (named) {
                return candidate;
            }
        }
        if (guid == null && name == null) {
            return driver;
        }
        throw new UnusableRecordException("rule.toolComponent " + tool + " names no tool component of the run");
    }

    private List<Component> components() {
        return Stream.concat(Stream.of(driver), extensions.stream()).toList();
    }
}
