package io.cis.loader.feeds.sarif;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.json.JsonDocuments;
import io.cis.loader.feeds.json.StrictJson;
import java.nio.file.Path;

/**
 * Reads one SARIF log and checks what every log must have: a JSON object of {@code "version": "2.1.0"} with a
 * {@code runs} array. Anything less is a malformed file, which stops the build.
 */
final class SarifDocuments {

    static final String VERSION = "2.1.0";

    private final ObjectMapper mapper = StrictJson.mapper();

    JsonNode read(Path file) throws FeedException {
        JsonNode log = JsonDocuments.read(mapper, file);
        if (!log.isObject()) {
            throw new FeedException(file, "not a SARIF log (the top level is not an object)");
        }
        JsonNode version = log.get("version");
        if (version == null || !version.isTextual()) {
            throw new FeedException(file, "not a SARIF log (no \"version\")");
        }
        if (!VERSION.equals(version.textValue())) {
            throw new FeedException(file, "SARIF version " + version.textValue() + " is not supported (only " + VERSION + ")");
        }
        JsonNode runs = log.get("runs");
        // SARIF 2.1.0 allows "runs": null for a tool that could not even start a run; it has nothing to store
        if (runs == null || !(runs.isArray() || runs.isNull())) {
            throw new FeedException(file, "not a SARIF log (\"runs\" must be an array)");
        }
        return log;
    }
}
