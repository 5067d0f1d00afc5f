package io.cis.loader.feeds.osv;

import io.cis.loader.build.UnusableRecordException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The UTC day ({@code YYYY-MM-DD}) of an OSV RFC 3339 timestamp ({@code published}, {@code modified}).
 *
 * <p>Go's zero time, {@code 0001-01-01T00:00:00Z}, is no day: go-vulndb's repository writes it into every record's
 * {@code modified} (vuln.go.dev sets the real time when it publishes), and PyPA has one record with it too. It means
 * "not known", so it is reported as null rather than as a date in year 1.
 */
final class OsvTimestamps {

    private static final Instant GO_ZERO_TIME = Instant.parse("0001-01-01T00:00:00Z");
    private static final Pattern FULL_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    private OsvTimestamps() {
    }

    /** The day of {@code value}, null for null or Go's zero time. */
    static String day(String value, String field) throws UnusableRecordException {
        if (value == null) {
            return null;
        }
        String given = value.strip();
        try {
            if (FULL_DATE.matcher(given).matches()) {
                // RFC 3339's full-date alone: hand-written records use it, and it is a day already
                return LocalDate.parse(given).toString();
            }
            // RFC 3339 allows a lower-case "t" and "z"
            OffsetDateTime time = OffsetDateTime.parse(given.toUpperCase(Locale.ROOT), DateTimeFormatter.ISO_OFFSET_DATE_TIME);
            if (time.toInstant().equals(GO_ZERO_TIME)) {
                return null;
            }
            return time.withOffsetSameInstant(ZoneOffset.UTC).toLocalDate().toString();
        } catch (DateTimeParseException e) {
            throw new UnusableRecordException(field + " is not an RFC 3339 timestamp: " + value);
        }
    }
}
