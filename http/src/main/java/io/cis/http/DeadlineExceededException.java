package io.cis.http;

import java.time.Duration;

/** A request ran past the server-side deadline; answered with 504 in the route family's error body. */
public final class DeadlineExceededException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DeadlineExceededException(Duration deadline) {
        super("request exceeded the server-side deadline of " + deadline.toMillis() + " ms", null, false, false);
    }
}
