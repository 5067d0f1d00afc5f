package io.cis.loader.feeds.registry;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.Optional;

/**
 * The registries' ISO 8601 timestamps as UTC days ({@code YYYY-MM-DD}): with an offset or {@code Z}
 * ({@code 2018-05-01T20:53:02.628560+00:00}, {@code 2019-09-23T20:54:56.117338Z}) or without one, which the
 * registries that write it (PyPI's {@code upload_time}) mean as UTC. Fractions of up to nine digits are read.
 */
public final class RegistryTimestamps {

    private RegistryTimestamps() {
    }

    /** The UTC day of a timestamp node; empty when it is absent, not text or not a timestamp. */
    public static Optional<String> day(JsonNode value) {
        return value != null && value.isTextual() ? day(value.asText()) : Optional.empty();
    }

    /** The UTC day of a timestamp; empty when it is not one, or names a year outside 1000–9999. */
    public static Optional<String> day(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        LocalDate date;
        try {
            TemporalAccessor parsed = DateTimeFormatter.ISO_DATE_TIME.parse(text.strip());
            date = parsed.isSupported(ChronoField.OFFSET_SECONDS)
                    ? OffsetDateTime.from(parsed).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate()
                    : LocalDateTime.from(parsed).toLocalDate();
        } catch (DateTimeException e) {
            return Optional.empty();
        }
        // days are compared as text later, which only holds for four-digit years
        return date.getYear() < 1000 || date.getYear() > 9999 ? Optional.empty() : Optional.of(date.toString());
    }

    /** The latest day the {@code field} of any of the entries shows, or null when none shows one. */
    public static String latestDay(Iterable<JsonNode> entries, String field) {
        String latest = null;
        for (JsonNode entry : entries) {
            latest = later(latest, day(entry.path(field)).orElse(null));
        }
        return latest;
    }

    /** The later of two days ({@code YYYY-MM-DD}, either may be null). */
    public static String later(String a, String b) {
        if (a == null) {
            return b;
        }
        return b == null || a.compareTo(b) >= 0 ? a : b;
    }

    /** The earlier of two days (either may be null). */
    public static String earlier(String a, String b) {
        if (a == null) {
            return b;
        }
        return b == null || a.compareTo(b) <= 0 ? a : b;
    }
}
