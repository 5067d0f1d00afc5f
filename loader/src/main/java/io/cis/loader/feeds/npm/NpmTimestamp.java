package io.cis.loader.feeds.npm;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** The registry's ISO 8601 timestamps ({@code 2017-06-15T02:57:40.885Z}) in the {@code time} object. */
final class NpmTimestamp {

    private NpmTimestamp() {
    }

    /** The instant a {@code time} value states; empty when it is missing or not a timestamp. */
    static Optional<Instant> instant(JsonNode value) {
        if (!value.isTextual()) {
            return Optional.empty();
        }
        try {
            return Optional.of(OffsetDateTime.parse(value.asText()).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** {@code YYYY-MM-DD} of the instant in UTC (the registry writes UTC), or null. */
    static String date(JsonNode value) {
        return instant(value).map(NpmTimestamp::utcDate).orElse(null);
    }

    static String utcDate(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC).toLocalDate().toString();
    }
}
