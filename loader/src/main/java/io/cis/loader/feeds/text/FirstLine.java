package io.cis.loader.feeds.text;

/**
 * The first line of a parser's message. Jackson and SnakeYAML quote the input and its position over further lines,
 * which would spread one failure over several lines of the build's output.
 */
public final class FirstLine {

    private FirstLine() {
    }

    /** The first line, or "unreadable" when the parser gave no message. */
    public static String of(String message) {
        if (message == null) {
            return "unreadable";
        }
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
