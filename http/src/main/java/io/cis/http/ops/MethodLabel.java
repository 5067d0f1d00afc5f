package io.cis.http.ops;

import java.util.List;

/**
 * The {@code method} label of a request: one of the methods HTTP defines (RFC 9110, and PATCH), exactly as spelled
 * there, or {@code _OTHER} for anything else a client sends, as the OpenTelemetry HTTP conventions do. A client
 * therefore cannot add label values, whatever token it puts in the request line.
 */
public final class MethodLabel {

    /** The label of every method outside {@link #KNOWN}. */
    public static final String OTHER = "_OTHER";
    /** The methods labelled as themselves; the method is case-sensitive, so {@code get} is {@code _OTHER}. */
    public static final List<String> KNOWN = List.of("GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS",
            "TRACE", "PATCH");
    /** How many labels there are: the known methods and {@code _OTHER}, which is the last index. */
    static final int COUNT = KNOWN.size() + 1;

    private MethodLabel() {
    }

    /** The label of {@code method} (null when the request line could not be read). */
    public static String of(String method) {
        return label(index(method));
    }

    /** The label at {@code index}, as {@link #index} gives it. */
    static String label(int index) {
        return index < KNOWN.size() ? KNOWN.get(index) : OTHER;
    }

    /** The position of the label of {@code method}: its place in {@link #KNOWN}, else the last. Allocates nothing. */
    static int index(String method) {
        if (method == null) {
            return KNOWN.size();
        }
        return switch (method) {
            case "GET" -> 0;
            case "HEAD" -> 1;
            case "POST" -> 2;
            case "PUT" -> 3;
            case "DELETE" -> 4;
            case "CONNECT" -> 5;
            case "OPTIONS" -> 6;
            case "TRACE" -> 7;
            case "PATCH" -> 8;
            default -> KNOWN.size();
        };
    }
}
