package io.cis.loader.feeds.cyclonedx;

import io.cis.loader.build.FeedFiles;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Finds the JSON files of a folder tree and tells, by their top-level {@code bomFormat}, which are CycloneDX BOMs. */
final class BomFiles {

    static final String FORMAT = "CycloneDX";

    private final JsonFactory factory = StrictJson.factory();

    /** Every {@code *.json} below {@code root}, hidden folders left out, in path order so builds are repeatable. */
    List<Path> jsonFiles(Path root) throws IOException {
        return FeedFiles.under(root, FeedFiles.withSuffix(".json"));
    }

    /** Whether any JSON file below {@code root} is a BOM; a tree that cannot be read holds none. */
    boolean holdsBom(Path root) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try {
            return jsonFiles(root).stream().anyMatch(this::isBom);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Reads only the top level of the file, skipping nested values, so that locating the feed does not parse whole
     * BOMs; a file that is not JSON is not a BOM here (loading reports it).
     */
    boolean isBom(Path file) {
        try (JsonParser parser = factory.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if ("bomFormat".equals(field)) {
                    return value == JsonToken.VALUE_STRING && FORMAT.equals(parser.getText());
                }
                parser.skipChildren();
            }
            return false;
        } catch (IOException e) {
            return false;
        }
    }
}
