package io.cis.loader.fetch;

import java.net.URI;

/** An upstream's body is longer than the caller allows: its {@code Content-Length}, or what arrived before it stopped. */
public final class BodyTooLargeException extends FetchException {

    private static final long serialVersionUID = 1L;

    private final long bytes;
    private final long limit;

    public BodyTooLargeException(URI url, long bytes, long limit) {
        super(url + ": " + bytes + " bytes or more, over the limit of " + limit + " bytes");
        this.bytes = bytes;
        this.limit = limit;
    }

    /** The body's declared length, or the bytes received when the transfer was stopped. */
    public long bytes() {
        return bytes;
    }

    public long limit() {
        return limit;
    }
}
