package io.cis.dist.readme;

import java.util.ArrayList;
import java.util.List;

/**
 * A shell command line split into words the way a POSIX shell quotes them: single quotes literal, double quotes with
 * backslash escapes, backslash-newline joining lines, {@code |} a word of its own and {@code #} starting a comment.
 * Expansions ({@code $}, backquotes) are refused, because the command would then depend on the environment.
 */
record ShellWords(List<String> words, String comment, boolean complete) {

    ShellWords {
        words = List.copyOf(words);
    }

    /** Splits {@code text}; {@link #complete()} is false while a quote is open or the last line ends in a backslash. */
    static ShellWords split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\'') {
                int end = text.indexOf('\'', i + 1);
                if (end < 0) {
                    return new ShellWords(words, "", false);
                }
                word = started(word).append(text, i + 1, end);
                i = end + 1;
            } else if (c == '"') {
                word = started(word);
                i = doubleQuoted(text, i + 1, word);
                if (i < 0) {
                    return new ShellWords(words, "", false);
                }
            } else if (c == '\\') {
                if (i + 1 == text.length()) {
                    return new ShellWords(words, "", false);
                }
                if (text.charAt(i + 1) != '\n') {
                    word = started(word).append(text.charAt(i + 1));
                }
                i += 2;
            } else if (Character.isWhitespace(c)) {
                word = finished(word, words);
                i++;
            } else if (c == '#' && word == null) {
                int end = text.indexOf('\n', i);
                if (end >= 0 && !text.substring(end).isBlank()) {
                    throw new IllegalArgumentException("a comment inside a multi-line shell command: " + text);
                }
                return new ShellWords(words, text.substring(i + 1, end < 0 ? text.length() : end).strip(), true);
            } else if (c == '|') {
                word = finished(word, words);
                words.add("|");
                i++;
            } else if (c == '$' || c == '`' || c == ';' || c == '&' || c == '<' || c == '>') {
                throw new IllegalArgumentException("unquoted '" + c + "' in shell command: " + text);
            } else {
                word = started(word).append(c);
                i++;
            }
        }
        finished(word, words);
        return new ShellWords(words, "", true);
    }

    /** Appends the double-quoted text starting at {@code from} to {@code word}; the index after the closing quote. */
    private static int doubleQuoted(String text, int from, StringBuilder word) {
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            if (c == '$' || c == '`') {
                throw new IllegalArgumentException("expansion inside double quotes in shell command: " + text);
            }
            if (c == '\\' && i + 1 < text.length() && "\"\\$`\n".indexOf(text.charAt(i + 1)) >= 0) {
                if (text.charAt(i + 1) != '\n') {
                    word.append(text.charAt(i + 1));
                }
                i += 2;
            } else {
                word.append(c);
                i++;
            }
        }
        return -1;
    }

    private static StringBuilder started(StringBuilder word) {
        return word == null ? new StringBuilder() : word;
    }

    private static StringBuilder finished(StringBuilder word, List<String> words) {
        if (word != null) {
            words.add(word.toString());
        }
        return null;
    }
}
