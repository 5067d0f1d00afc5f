package io.cis.http.ops;

/**
 * Makes text a client sent (method, path, query, header values, ids) safe to put in a log line: control characters,
 * line and paragraph separators, format characters, lone surrogates and unassigned or private code points are written
 * as {@code \xNN} (below U+0100) or <code>&#92;uNNNN</code>, and a backslash as {@code \\}, so no request can split a log
 * line, forge one, or send escape sequences to an operator's terminal. Long text is cut, saying how much was left out.
 */
public final class LogText {

    /** Characters of the original text kept; a request line or header may be kilobytes long. */
    static final int MAX_CHARS = 256;

    private LogText() {
    }

    /** {@code text} escaped and bounded; "null" for null. */
    public static String escape(String text) {
        if (text == null) {
            return "null";
        }
        if (plain(text)) {
            // The common case (a route template, a method, a request id): nothing to escape or cut.
            return text;
        }
        int end = Math.min(text.length(), MAX_CHARS);
        StringBuilder out = new StringBuilder(end + 16);
        for (int i = 0; i < end; ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\\') {
                out.append("\\\\");
            } else if (printable(c)) {
                out.appendCodePoint(c);
            } else if (c < 0x100) {
                out.append(String.format("\\x%02X", c));
            } else if (c <= 0xFFFF) {
                out.append(String.format("\\u%04X", c));
            } else {
                out.append(String.format("\\U%08X", c));
            }
        }
        if (text.length() > end) {
            out.append("...(").append(text.length() - end).append(" more chars)");
        }
        return out.toString();
    }

    /** Whether {@code text} is short and printable ASCII without a backslash, which escaping leaves as it is. */
    private static boolean plain(String text) {
        if (text.length() > MAX_CHARS) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '\\') {
                return false;
            }
        }
        return true;
    }

    private static boolean printable(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED -> false;
            default -> true;
        };
    }
}
