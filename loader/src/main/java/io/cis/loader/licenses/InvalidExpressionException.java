package io.cis.loader.licenses;

/** A text that is not an SPDX license expression; the message says where and why. */
public final class InvalidExpressionException extends Exception {
    private static final long serialVersionUID = 1L;

    public InvalidExpressionException(String message) {
        super(message, null, false, false);
    }
}
