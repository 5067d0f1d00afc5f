package io.cis.engine.purl;

/** A string that is not a valid package URL; the message is one line, fit to show a client as {@code INVALID_PURL}. */
public final class InvalidPurlException extends Exception {

    public InvalidPurlException(String message) {
        super(oneLine(message));
    }

    public InvalidPurlException(String message, Throwable cause) {
        super(oneLine(message), cause);
    }

    // Library messages may carry line breaks; API clients get a single line.
    private static String oneLine(String message) {
        return message == null ? "invalid purl" : message.replaceAll("\\s+", " ").trim();
    }
}
