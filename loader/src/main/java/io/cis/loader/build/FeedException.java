package io.cis.loader.build;

import java.nio.file.Path;

/** A feed file that cannot be used at all; the build stops and publishes nothing. */
public class FeedException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Path file;

    public FeedException(Path file, String reason) {
        super(file + ": " + reason);
        this.file = file;
    }

    public FeedException(Path file, String reason, Throwable cause) {
        super(file + ": " + reason, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
