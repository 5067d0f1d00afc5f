package io.cis.loader.feeds.cyclonedx;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.cis.loader.build.FeedLayout;
import io.cis.loader.feeds.json.StrictJson;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Finds the JSON files of a folder tree and tells, by their top-level {@code bomFormat}, which are CycloneDX BOMs. */
final class BomFiles {

    static final String FORMAT = "CycloneDX";
    private static final FeedLayout LAYOUT = FeedLayout.anywhereBelow(FeedLayout.endingWith(".json"));

    private final JsonFactory factory = StrictJson.factory();

    /** Every {@code *.json} below {@code root}, hidden folders left out, in path order so builds are repeatable. */
    List<Path> jsonFiles(Path root) throws IOException {
        return LAYOUT.files(root);
    }

    /** Whether any JSON file below {@code root} is a BOM; a tree that cannot be read holds none. */
    boolean holdsBom(Path root) {
        return LAYOUT.holdsAny(root, this::isBom);
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
