package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code FEEDS_DIR/fetch-manifest.json}: per source, the record of its last complete fetch. A source that fails keeps
 * its previous record, as it keeps its previous files. Written under a temporary name and renamed into place.
 */
public record FetchManifest(Map<String, SourceRecord> sources) {

    public static final String FILE = "fetch-manifest.json";

    public FetchManifest {
        sources = Collections.unmodifiableMap(new TreeMap<>(sources));
    }

    /** The manifest in {@code feedsDir}, or an empty one when there is none yet. */
    public static FetchManifest read(Path feedsDir, ObjectMapper json) throws IOException {
        Path file = feedsDir.resolve(FILE);
        if (!Files.exists(file)) {
            return new FetchManifest(Map.of());
        }
        try {
            return snakeCase(json).readValue(file.toFile(), FetchManifest.class);
        } catch (JacksonException e) {
            throw new IOException(file + ": not a fetch manifest (" + e.getOriginalMessage() + ")", e);
        }
    }

    public FetchManifest with(String source, SourceRecord record) {
        Map<String, SourceRecord> next = new TreeMap<>(sources);
        next.put(source, record);
        return new FetchManifest(next);
    }

    public void write(Path feedsDir, ObjectMapper json) throws IOException {
        Path target = feedsDir.resolve(FILE);
        Path temporary = feedsDir.resolve("." + FILE + ".part");
        snakeCase(json).writer(SerializationFeature.INDENT_OUTPUT).writeValue(temporary.toFile(), this);
        try {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The manifest's field names are snake case, as the snapshot manifest's are ({@code retrieved_at}). */
    private static ObjectMapper snakeCase(ObjectMapper json) {
        return json.copy().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    }
}
