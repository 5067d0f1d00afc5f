package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.UnusableRecordException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads the runs of one SARIF log. A run must have the structure SARIF requires ({@code tool.driver}; {@code rules},
 * {@code extensions}, {@code artifacts} and {@code results} arrays where present), else the file is malformed; each
 * result becomes findings or is skipped, listed by file and position ({@code runs[0].results[12]}) with the reason.
 */
final class SarifRunReader {

    private final ResultTranslator translator = new ResultTranslator();

    /** Passes every finding to {@code findings}; returns the number of results that gave findings. */
    long read(Path file, String listedAs, JsonNode log, Consumer<LocatedFinding> findings, List<SkippedRecord> skipped)
            throws FeedException {
        JsonNode runs = log.get("runs");
        long used = 0;
        for (int r = 0; r < runs.size(); r++) {
            String run = "runs[" + r + "]";
            JsonNode node = runs.get(r);
            if (!node.isObject()) {
                throw new FeedException(file, run + " is not an object");
            }
            ToolRules rules = rules(file, run, node);
            RunArtifacts artifacts = RunArtifacts.read(array(file, node, "artifacts", run),
                    (id, reason) -> skipped.add(new SkippedRecord(listedAs, run + "." + id, reason)));
            JsonNode results = array(file, node, "results", run);
            if (results == null) {
                continue;
            }
            for (int i = 0; i < results.size(); i++) {
                try {
                    translator.findings(results.get(i), rules, artifacts).forEach(findings);
                    used++;
                } catch (UnusableRecordException e) {
                    skipped.add(e.skipped(listedAs, run + ".results[" + i + "]"));
                }
            }
        }
        return used;
    }

    private static ToolRules rules(Path file, String run, JsonNode node) throws FeedException {
        JsonNode tool = node.get("tool");
        JsonNode driver = tool == null || !tool.isObject() ? null : tool.get("driver");
        if (driver == null || !driver.isObject()) {
            throw new FeedException(file, run + ".tool.driver is missing or not an object");
        }
        List<ToolRules.Component> extensions = new ArrayList<>();
        JsonNode extensionList = array(file, tool, "extensions", run + ".tool");
        if (extensionList != null) {
            for (int i = 0; i < extensionList.size(); i++) {
                String where = run + ".tool.extensions[" + i + "]";
                if (!extensionList.get(i).isObject()) {
                    throw new FeedException(file, where + " is not an object");
                }
                extensions.add(component(file, where, extensionList.get(i)));
            }
        }
        return new ToolRules(component(file, run + ".tool.driver", driver), extensions);
    }

    private static ToolRules.Component component(Path file, String where, JsonNode component) throws FeedException {
        List<JsonNode> rules = new ArrayList<>();
        JsonNode list = array(file, component, "rules", where);
        if (list != null) {
            list.forEach(rules::add);
        }
        return new ToolRules.Component(component.path("name").asText(where), component.path("guid").asText(null), rules);
    }

    /** The array at {@code field}, null when absent or null; any other type makes the file malformed. */
    private static JsonNode array(Path file, JsonNode node, String field, String where) throws FeedException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isArray()) {
            throw new FeedException(file, where + "." + field + " is not an array");
        }
        return value;
    }
}
