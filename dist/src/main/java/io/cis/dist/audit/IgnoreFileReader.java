package io.cis.dist.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads an ignore file (YAML, and so JSON too): {@code ignore:} a list of {@code id}, {@code purl}, {@code reason},
 * {@code expires} entries. An entry without id or reason, or with a date that is not {@code YYYY-MM-DD}, is refused
 * with the entry's number rather than skipped.
 */
public final class IgnoreFileReader {

    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory());

    public List<IgnoreRule> read(Path file) throws IOException, SbomFormatException {
        JsonNode root;
        try {
            root = yaml.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new SbomFormatException(file + ": ignore file is not YAML: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.path("ignore").isArray()) {
            throw new SbomFormatException(file + ": ignore file has no 'ignore:' list");
        }
        List<IgnoreRule> rules = new ArrayList<>();
        int n = 0;
        for (JsonNode entry : root.get("ignore")) {
            n++;
            String id = entry.path("id").asText("").trim();
            String reason = entry.path("reason").asText("").trim();
            if (id.isEmpty() || reason.isEmpty()) {
                throw new SbomFormatException(file + ": ignore entry " + n + " needs an id and a reason");
            }
            Optional<LocalDate> expires = Optional.empty();
            String date = entry.path("expires").asText("").trim();
            if (!date.isEmpty()) {
                try {
                    expires = Optional.of(LocalDate.parse(date));
                } catch (DateTimeParseException e) {
                    throw new SbomFormatException(file + ": ignore entry " + n + ": expires '" + date
                            + "' is not YYYY-MM-DD");
                }
            }
            rules.add(new IgnoreRule(id, entry.path("purl").asText("").trim(), reason, expires));
        }
        return rules;
    }
}
