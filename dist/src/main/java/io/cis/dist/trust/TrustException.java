package io.cis.dist.trust;

/** Something that must not be trusted or cannot be signed; the message is one line saying what and why. */
public final class TrustException extends Exception {
    private static final long serialVersionUID = 1L;

    public TrustException(String message) {
        super(message);
    }

    public TrustException(String message, Throwable cause) {
        super(message, cause);
    }
}
