package io.cis.engine.vulnerabilities;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Reads and writes the version field of a CPE 2.3 formatted string ({@code cpe:2.3:part:vendor:product:version:...}). */
public final class Cpe23 {

    private static final int VERSION_FIELD = 5;

    private Cpe23() {
    }

    /**
     * The CPE for one version: a CPE whose version is {@code *} gets the version (quoted as CPE 2.3 requires); a CPE
     * naming a version is kept only when it names this one; a string that is not a CPE 2.3 name is dropped.
     */
    public static Optional<String> withVersion(String cpe, String version) {
        List<String> fields = split(cpe);
        if (fields.size() != 13 || !"cpe".equals(fields.get(0)) || !"2.3".equals(fields.get(1))) {
            return Optional.empty();
        }
        String stated = fields.get(VERSION_FIELD);
        String quoted = quote(version);
        if ("*".equals(stated)) {
            fields.set(VERSION_FIELD, quoted);
            return Optional.of(String.join(":", fields));
        }
        return stated.equals(quoted) ? Optional.of(cpe) : Optional.empty();
    }

    /** Splits on colons that are not escaped with a backslash. */
    static List<String> split(String cpe) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        for (int i = 0; i < cpe.length(); i++) {
            char c = cpe.charAt(i);
            if (c == '\\' && i + 1 < cpe.length()) {
                field.append(c).append(cpe.charAt(++i));
            } else if (c == ':') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }

    /** CPE 2.3 formatted-string quoting: every character but letters, digits, '_', '-' and '.' is backslash-escaped. */
    static String quote(String value) {
        StringBuilder quoted = new StringBuilder();
        for (char c : value.toCharArray()) {
            if (!Character.isLetterOrDigit(c) && c != '_' && c != '-' && c != '.') {
                quoted.append('\\');
            }
            quoted.append(c);
        }
        return quoted.toString();
    }
}
