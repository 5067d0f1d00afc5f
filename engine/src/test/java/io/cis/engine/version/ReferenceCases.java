package io.cis.engine.version;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads the version reference files, all kept in one directory, {@code version/references/} (formats and provenance
 * in the {@code SOURCES.md} there).
 */
final class ReferenceCases {

    private static final String ROOT = "/version/references/";

    private ReferenceCases() {
    }

    /** The file's lines, without blank lines and {@code #} comment lines. */
    static List<String> lines(String file) {
        return allLines(file).stream().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
    }

    /** Every line of the file, comments and blank lines included, so that a line's number can name a case. */
    static List<String> allLines(String file) {
        try (InputStream in = ReferenceCases.class.getResourceAsStream(ROOT + file)) {
            if (in == null) {
                throw new IllegalStateException("missing reference file " + file);
            }
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                return reader.lines().toList();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static int sign(int comparison) {
        return Integer.signum(comparison);
    }

    static int signOf(String operator) {
        return switch (operator) {
            case "<" -> -1;
            case ">" -> 1;
            case "=" -> 0;
            default -> throw new IllegalArgumentException(operator);
        };
    }
}
