package io.cis.loader.feeds.purl2cpe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the one list a purl2cpe file holds ({@code purls:} or {@code cpes:}) as its YAML nodes, in file order. */
final class YamlList {

    private final YAMLMapper mapper = new YAMLMapper();

    /**
     * The entries under {@code key}; an empty or null list gives none. Entries stay nodes, so that one that is not
     * a string is skipped by the caller rather than failing the file.
     *
     * @throws FeedException when the file is not YAML, or not a mapping with a list under {@code key}
     */
    List<JsonNode> read(Path file, String key) throws FeedException {
        JsonNode document;
        try {
            document = mapper.readTree(file.toFile());
        } catch (IOException e) {
            throw new FeedException(file, "not valid YAML (" + FirstLine.of(e.getMessage()) + ")", e);
        }
        if (document == null || document.isMissingNode() || !document.isObject()) {
            throw new FeedException(file, "not a YAML mapping with a \"" + key + "\" list");
        }
        JsonNode list = document.get(key);
        if (list == null) {
            throw new FeedException(file, "no \"" + key + "\" key");
        }
        if (list.isNull()) {
            return List.of();
        }
        if (!list.isArray()) {
            throw new FeedException(file, "\"" + key + "\" is not a list");
        }
        List<JsonNode> entries = new ArrayList<>();
        list.forEach(entries::add);
        return entries;
    }
}
