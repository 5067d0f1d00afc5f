package io.cis.http.body;

/** A request body refused: its message is a plain sentence for the client, never a parser's or a class's name. */
public final class BodyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BodyException(String message) {
        // No stack trace: this is an answer, not a fault.
        super(message, null, false, false);
    }
}
