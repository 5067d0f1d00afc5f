package io.cis.loader.feeds.registry;

/**
 * A registry document that cannot be used: not UTF-8, not JSON, cut short, larger than the limit, or not of the
 * shape its request path promises. The feed skips it with this reason; the rest of the feed still loads.
 */
public final class UnreadableDocumentException extends Exception {
    private static final long serialVersionUID = 1L;

    public UnreadableDocumentException(String reason) {
        super(reason);
    }

    public UnreadableDocumentException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
