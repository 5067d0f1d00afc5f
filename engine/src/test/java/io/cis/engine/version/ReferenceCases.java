package io.cis.engine.version;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Reads the version reference files under {@code version-references/} (see the README there). */
final class ReferenceCases {

    private ReferenceCases() {
    }

    /** The file's lines, without blank lines and {@code #} comment lines. */
    static List<String> lines(String file) {
        try (InputStream in = ReferenceCases.class.getResourceAsStream("/version-references/" + file)) {
            if (in == null) {
                throw new IllegalStateException("missing reference file " + file);
            }
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                return reader.lines().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
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
