package io.cis.loader.fetch;

import java.net.URI;

/** Hears what the upstream client transfers, for progress display; called on the HTTP client's threads too. */
public interface TransferListener {

    TransferListener NONE = new TransferListener() {
    };

    /** A body of {@code url} is being received: {@code bytes} more of it arrived. */
    default void received(URI url, long bytes) {
    }

    /** A request of {@code url} completed: {@code bytes} of body, or none when the upstream answered 304. */
    default void finished(URI url, long bytes, boolean notModified) {
    }
}
