package io.cis.loader.feeds.crypto;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dataset's date and list version, from the index its {@code README.md} keeps ({@code * Date: 2025-04-07},
 * {@code * listVersion: 1.0}); either is null when the README is absent or does not state it.
 */
record DatasetReadme(String date, String listVersion) {

    private static final Pattern DATE = Pattern.compile("(?m)^\\s*\\*\\s*Date:\\s*(\\d{4}-\\d{2}-\\d{2})\\s*$");
    private static final Pattern LIST_VERSION = Pattern.compile("(?m)^\\s*\\*\\s*listVersion:[ \\t]*(\\S+)[ \\t]*$");

    static DatasetReadme of(Path dir) {
        Path readme = dir.resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            return new DatasetReadme(null, null);
        }
        String text;
        try {
            text = Files.readString(readme, StandardCharsets.UTF_8);
        } catch (IOException e) {
            // the README is documentation; without it the feed still loads, just undated
            return new DatasetReadme(null, null);
        }
        return new DatasetReadme(realDay(first(DATE, text)), first(LIST_VERSION, text));
    }

    private static String first(Pattern pattern, String text) {
        Matcher matcher = pattern.matcher(text);
        return matcher.find() ? matcher.group(1) : null;
    }

    private static String realDay(String day) {
        if (day == null) {
            return null;
        }
        try {
            LocalDate.parse(day);
            return day;
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
