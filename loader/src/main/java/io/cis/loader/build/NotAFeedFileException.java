package io.cis.loader.build;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Something other than a regular file stands where a feed file is expected: a folder, a FIFO, a device, a socket or
 * a broken symbolic link. Reading on would skip the data silently or block forever, so the build stops naming it.
 */
public final class NotAFeedFileException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path path;
    private final String reason;

    public NotAFeedFileException(Path path, String kind) {
        super(path + ": " + kind + " where a feed file is expected");
        this.path = path;
        this.reason = kind + " where a feed file is expected";
    }

    public Path path() {
        return path;
    }

    /** The message without the path. */
    public String reason() {
        return reason;
    }

    /** The same fault as the build's failure. */
    public FeedException asFeedException() {
        return new FeedException(path, reason, this);
    }
}
