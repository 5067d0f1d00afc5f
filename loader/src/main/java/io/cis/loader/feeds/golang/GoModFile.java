package io.cis.loader.feeds.golang;

import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parts of a {@code go.mod} that say what state a module is in: the {@code module} directive with its
 * deprecation (a comment paragraph starting {@code Deprecated:} right above the directive or after it on its line)
 * and the {@code retract} directives, single or in a block, each a version or a closed interval
 * {@code [low, high]}. Other directives are not read. Go's syntax is small enough to read line by line: a directive
 * is a keyword, then arguments up to a {@code //} comment; a block is {@code keyword (} ... {@code )}.
 *
 * @param module     the module path, or null when the file has no module directive
 * @param deprecated the deprecation message, or null
 * @param retracted  what the file retracts
 */
record GoModFile(String module, String deprecated, List<Retraction> retracted) {

    private static final Pattern INTERVAL = Pattern.compile("^\\[\\s*(\\S+?)\\s*,\\s*(\\S+?)\\s*]$");
    private static final String DEPRECATED = "Deprecated:";

    GoModFile {
        retracted = List.copyOf(retracted);
    }

    /** One retraction: a single version ({@code low} equals {@code high}) or an interval. */
    record Retraction(String low, String high) {
        boolean single() {
            return low.equals(high);
        }
    }

    /** A line the file does not follow the syntax in. */
    private static UnusableRecordException syntaxError(int line, String reason) {
        return new UnusableRecordException("go.mod line " + line + ": " + reason);
    }

    static GoModFile parse(String text) throws UnusableRecordException {
        String[] lines = text.split("\r?\n", -1);
        String module = null;
        String deprecated = null;
        List<Retraction> retracted = new ArrayList<>();
        List<String> comments = new ArrayList<>();
        String block = null;
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String[] parts = split(lines[i]);
            String code = parts[0];
            String comment = parts[1];
            if (code.isEmpty()) {
                if (comment == null) {
                    comments.clear(); // a blank line ends a comment paragraph
                } else if (block == null) {
                    comments.add(comment);
                }
                continue;
            }
            if (block != null) {
                if (code.equals(")")) {
                    block = null;
                } else if (block.equals("retract")) {
                    retracted.add(retraction(code, number));
                }
                comments.clear();
                continue;
            }
            String keyword = code.split("\\s+", 2)[0];
            String argument = code.substring(keyword.length()).strip();
            if (argument.equals("(")) {
                block = keyword;
            } else if (keyword.equals("module")) {
                if (argument.isEmpty()) {
                    throw syntaxError(number, "module directive without a path");
                }
                module = unquote(argument);
                List<String> paragraph = new ArrayList<>(comments);
                if (comment != null) {
                    paragraph.add(comment);
                }
                deprecated = deprecation(paragraph).orElse(null);
            } else if (keyword.equals("retract")) {
                retracted.add(retraction(argument, number));
            }
            comments.clear();
        }
        if (block != null) {
            throw syntaxError(lines.length, "\"" + block + " (\" block is not closed");
        }
        return new GoModFile(module, deprecated, retracted);
    }

    private static Retraction retraction(String argument, int line) throws UnusableRecordException {
        Matcher interval = INTERVAL.matcher(argument);
        if (interval.matches()) {
            return new Retraction(interval.group(1), interval.group(2));
        }
        if (argument.isEmpty() || argument.contains(" ") || argument.contains("[") || argument.contains(",")) {
            throw syntaxError(line, "retract needs a version or [low, high]: \"" + argument + "\"");
        }
        return new Retraction(argument, argument);
    }

    /** The message of the paragraph that starts with "Deprecated:" (case-sensitive, as Go reads it). */
    private static Optional<String> deprecation(List<String> comments) {
        StringBuilder message = null;
        boolean paragraphStart = true;
        for (String comment : comments) {
            if (comment.isEmpty()) {
                if (message != null) {
                    break;
                }
                paragraphStart = true;
                continue;
            }
            if (message != null) {
                message.append(' ').append(comment);
            } else if (paragraphStart && comment.startsWith(DEPRECATED)) {
                message = new StringBuilder(comment.substring(DEPRECATED.length()).strip());
            }
            paragraphStart = false;
        }
        return Optional.ofNullable(message).map(StringBuilder::toString);
    }

    /** Code and comment text of a line (comment null when there is none); {@code //} inside quotes is code. */
    private static String[] split(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length() - 1; i++) {
            char c = line.charAt(i);
            if (c == '"' || c == '`') {
                quoted = !quoted;
            } else if (!quoted && c == '/' && line.charAt(i + 1) == '/') {
                return new String[] {line.substring(0, i).strip(), line.substring(i + 2).strip()};
            }
        }
        return new String[] {line.strip(), null};
    }

    private static String unquote(String path) {
        if (path.length() >= 2 && (path.startsWith("\"") && path.endsWith("\"") || path.startsWith("`") && path.endsWith("`"))) {
            return path.substring(1, path.length() - 1);
        }
        return path;
    }
}
