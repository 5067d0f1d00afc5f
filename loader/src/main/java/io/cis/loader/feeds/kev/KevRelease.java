package io.cis.loader.feeds.kev;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.vulnerabilities.IsoDay;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the JSON form of the catalog says about its release, read from its top-level fields without holding its
 * entries: {@code dateReleased} (the day, as CISA writes it) and {@code count}, the number of entries. CISA publishes
 * the JSON and the CSV of each release side by side ({@code cis fetch} fetches both).
 */
record KevRelease(String dayReleased, long count) {

    static final String FILE_NAME = "known_exploited_vulnerabilities.json";

    private static final JsonFactory JSON = StrictJson.factory();

    /**
     * Reads the release facts of {@code file}; empty when it states no valid {@code dateReleased} or {@code count}.
     *
     * @throws FeedException when the file is not JSON
     */
    static Optional<KevRelease> read(Path file) throws FeedException {
        String released = null;
        long count = -1;
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new FeedException(file, "not a JSON object (the catalog's JSON form is one)");
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if ("dateReleased".equals(field) && value == JsonToken.VALUE_STRING) {
                    released = parser.getText();
                } else if ("count".equals(field) && value == JsonToken.VALUE_NUMBER_INT) {
                    count = parser.getLongValue();
                } else {
                    parser.skipChildren();
                }
            }
        } catch (JacksonException e) {
            throw new FeedException(file, "not valid JSON (" + e.getOriginalMessage() + ")", e);
        } catch (IOException e) {
            throw new FeedException(file, "cannot be read (" + e.getMessage() + ")", e);
        }
        Optional<String> day = IsoDay.of(released);
        return day.isPresent() && count >= 0 ? Optional.of(new KevRelease(day.get(), count)) : Optional.empty();
    }
}
