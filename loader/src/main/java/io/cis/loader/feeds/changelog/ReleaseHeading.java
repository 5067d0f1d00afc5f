package io.cis.loader.feeds.changelog;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A heading that names a release, in the styles changelogs use: Keep a Changelog {@code [1.2.3] - 2024-01-02}
 * (also {@code 2024/01/02}, or {@code ?} for an unknown day), express's {@code 4.18.2 / 2022-10-08}, requests'
 * {@code 2.34.2 (2026-05-14)}, osv-scanner's {@code v2.5.0}, {@code v1.8.5:}, {@code v2.3.7/v2.3.8} (two releases with
 * one text) and {@code OSV-Scanner v2.0.0} (the component's name first).
 *
 * @param versions the versions it names, as written (without brackets), each with its link label when bracketed
 * @param date     the first real day ({@code YYYY-MM-DD}, {@code YYYY/MM/DD} or {@code YYYY.MM.DD}) after the versions,
 *                 as {@code YYYY-MM-DD}; {@code ""} when there is none
 */
record ReleaseHeading(List<Named> versions, String date) {

    /**
     * One version a heading names.
     *
     * @param version as written, e.g. {@code v2.5.0} or {@code 0.10.0}
     * @param label   the Markdown link label when the heading writes it as {@code [0.10.0]}, else {@code null}
     */
    record Named(String version, String label) {
    }

    /** A version: a number, dot-separated numbers, then an optional pre-release or build suffix. */
    private static final String VERSION = "[vV]?\\d+(?:\\.\\d+)*(?:[-+.]?[0-9A-Za-z][0-9A-Za-z.+-]*)?";
    /** One version, bare or as a link label ({@code [0.10.0]}, {@code [1.0.0](url)}); it ends at a space, ':', '/' or '('. */
    private static final String ONE = "(?:\\[" + VERSION + "\\](?:\\([^)\\s]*\\))?|" + VERSION + ")";
    private static final String NOT_A_DAY = "(?!\\d{4}[-/.]\\d{2}[-/.]\\d{2})";
    /**
     * An optional word that is not itself a version, then versions joined by '/' (but "4.18.2 / 2022-10-08" is a
     * version and its day, and a day alone names no version), then whatever follows.
     */
    private static final Pattern HEADING = Pattern.compile("^(?:((?![vV]?\\d)[^\\s\\[]\\S*)\\s+)?(" + NOT_A_DAY + ONE
            + "(?:\\s*/\\s*" + NOT_A_DAY + ONE + ")*)(?=$|[\\s:/(\\[])(.*)$");
    private static final Pattern EACH = Pattern.compile("\\[(" + VERSION + ")\\]|(" + VERSION + ")");
    private static final Pattern DAY = Pattern.compile("(?<!\\d)(\\d{4})([-/.])(\\d{2})\\2(\\d{2})(?!\\d)");
    /** Words that may stand before the version besides the component's own name. */
    private static final List<String> PREFIXES = List.of("version", "release", "v");

    ReleaseHeading {
        versions = List.copyOf(versions);
    }

    /**
     * The release a heading names, or empty when it names none ({@code Unreleased}, {@code Changelog}, {@code dev},
     * {@code Added}).
     *
     * @param componentName the component's name, which may stand before the version ({@code OSV-Scanner v2.0.0})
     */
    static Optional<ReleaseHeading> parse(String text, String componentName) {
        Matcher heading = HEADING.matcher(text.strip());
        if (!heading.matches()) {
            return Optional.empty();
        }
        String prefix = heading.group(1);
        if (prefix != null && !prefix.equalsIgnoreCase(componentName)
                && !PREFIXES.contains(prefix.toLowerCase(Locale.ROOT))) {
            return Optional.empty();
        }
        List<Named> versions = new ArrayList<>();
        Matcher each = EACH.matcher(heading.group(2).replaceAll("\\]\\([^)\\s]*\\)", "]"));
        while (each.find()) {
            versions.add(each.group(1) != null ? new Named(each.group(1), each.group(1)) : new Named(each.group(2), null));
        }
        return Optional.of(new ReleaseHeading(versions, firstDay(heading.group(3))));
    }

    private static String firstDay(String text) {
        Matcher day = DAY.matcher(text);
        while (day.find()) {
            try {
                return LocalDate.of(Integer.parseInt(day.group(1)), Integer.parseInt(day.group(3)),
                        Integer.parseInt(day.group(4))).toString();
            } catch (DateTimeException e) {
                // "2025-02-30" is no day; a later one may be
            }
        }
        return "";
    }
}
