package io.cis.http.ops;

/**
 * A failure as it is logged: the original's stack frames, with its class and message (and those of its causes)
 * escaped by {@link LogText}, since a message may quote what a client sent.
 */
public final class EscapedFailure extends RuntimeException {

    private static final int MAX_CAUSES = 8;

    private EscapedFailure(Throwable original, int depth) {
        super(LogText.escape(original.toString()), original.getCause() == null || depth >= MAX_CAUSES ? null
                : new EscapedFailure(original.getCause(), depth + 1), false, true);
        setStackTrace(original.getStackTrace());
    }

    /** The loggable form of {@code original}. */
    public static EscapedFailure of(Throwable original) {
        return new EscapedFailure(original, 0);
    }

    @Override
    public String toString() {
        return getMessage();
    }
}
