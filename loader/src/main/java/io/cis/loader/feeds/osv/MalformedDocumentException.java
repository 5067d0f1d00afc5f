package io.cis.loader.feeds.osv;

/** A feed file (or zip entry) that is not parseable JSON or YAML at all; the build stops on it. */
final class MalformedDocumentException extends Exception {
    private static final long serialVersionUID = 1L;

    MalformedDocumentException(String reason) {
        super(reason);
    }

    MalformedDocumentException(String reason, Throwable cause) {
        super(reason, cause);
    }
}
