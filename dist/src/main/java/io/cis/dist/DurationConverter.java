package io.cis.dist;

import java.time.Duration;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads durations as operators write them: {@code 500ms}, {@code 30s}, {@code 5m}, {@code 2h}, {@code 7d}, or ISO-8601. */
public final class DurationConverter implements ITypeConverter<Duration> {

    @Override
    public Duration convert(String value) {
        String text = value.trim().toLowerCase(Locale.ROOT);
        try {
            if (text.startsWith("p")) {
                return Duration.parse(text.toUpperCase(Locale.ROOT));
            }
            if (text.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2)));
            }
            long amount = Long.parseLong(text.substring(0, text.length() - 1));
            return switch (text.charAt(text.length() - 1)) {
                case 's' -> Duration.ofSeconds(amount);
                case 'm' -> Duration.ofMinutes(amount);
                case 'h' -> Duration.ofHours(amount);
                case 'd' -> Duration.ofDays(amount);
                default -> throw new TypeConversionException("'" + value + "' is not a duration (500ms, 30s, 5m, 2h, 7d)");
            };
        } catch (RuntimeException e) {
            if (e instanceof TypeConversionException conversion) {
                throw conversion;
            }
            throw new TypeConversionException("'" + value + "' is not a duration (500ms, 30s, 5m, 2h, 7d)");
        }
    }

    /** The shortest of the forms read that says the duration exactly: {@code 7d}, {@code 36h}, {@code 90s}. */
    public static String format(Duration duration) {
        long seconds = duration.toSeconds();
        if (duration.toNanosPart() % 1_000_000 == 0 && duration.toMillis() % 1000 != 0) {
            return duration.toMillis() + "ms";
        }
        if (seconds % 86_400 == 0 && seconds != 0) {
            return seconds / 86_400 + "d";
        }
        if (seconds % 3600 == 0 && seconds != 0) {
            return seconds / 3600 + "h";
        }
        if (seconds % 60 == 0 && seconds != 0) {
            return seconds / 60 + "m";
        }
        return seconds + "s";
    }
}
