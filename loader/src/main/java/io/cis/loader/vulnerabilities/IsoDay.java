package io.cis.loader.vulnerabilities;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;

/** The {@code YYYY-MM-DD} day a feed's date or ISO 8601 timestamp names, the form every fact keeps dates in. */
public final class IsoDay {

    private static final int DAY_LENGTH = 10;

    private IsoDay() {
    }

    /**
     * The day of {@code text} when it is a real day ({@code 2021-02-30} is not), alone or followed by {@code T} and a
     * time; empty otherwise. The time and its offset are not converted: feeds write the day they mean.
     */
    public static Optional<String> of(String text) {
        if (text == null || text.length() < DAY_LENGTH
                || (text.length() > DAY_LENGTH && text.charAt(DAY_LENGTH) != 'T')) {
            return Optional.empty();
        }
        String day = text.substring(0, DAY_LENGTH);
        try {
            return Optional.of(LocalDate.parse(day).toString());
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }
}
