package io.cis.loader.feeds.changelog;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Markdown link reference definitions of a document ({@code [0.10.0]: https://github.com/o/r/compare/v0.9.0...v0.10.0}),
 * which Keep a Changelog uses to link each bracketed version heading to its release.
 */
final class LinkDefinitions {

    private static final Pattern DEFINITION = Pattern.compile("^ {0,3}\\[([^\\]]+)\\]:\\s*<?(\\S+?)>?(?:\\s+.*)?$");

    private final Map<String, String> urls;

    private LinkDefinitions(Map<String, String> urls) {
        this.urls = Map.copyOf(urls);
    }

    /** The definitions of a document; the first definition of a label wins, as in CommonMark. */
    static LinkDefinitions of(List<String> lines) {
        Map<String, String> urls = new HashMap<>();
        for (String line : lines) {
            Matcher definition = DEFINITION.matcher(line);
            if (definition.matches()) {
                urls.putIfAbsent(normalise(definition.group(1)), definition.group(2));
            }
        }
        return new LinkDefinitions(urls);
    }

    /** The URL a label links to, if the document defines it (labels match case-insensitively). */
    Optional<String> url(String label) {
        return label == null ? Optional.empty() : Optional.ofNullable(urls.get(normalise(label)));
    }

    /** The label a line defines, if it is a link reference definition. */
    static Optional<String> labelDefinedBy(String line) {
        Matcher definition = DEFINITION.matcher(line);
        return definition.matches() ? Optional.of(normalise(definition.group(1))) : Optional.empty();
    }

    static String normalise(String label) {
        return label.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
