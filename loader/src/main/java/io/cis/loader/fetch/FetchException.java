package io.cis.loader.fetch;

/** A file of a source could not be fetched or did not pass its check; the source keeps its previous copy. */
public class FetchException extends Exception {

    private static final long serialVersionUID = 1L;

    /** The HTTP status the upstream answered when that is the reason, else 0. */
    private final int httpStatus;

    public FetchException(String message) {
        this(message, 0);
    }

    public FetchException(String message, Throwable cause) {
        super(message, cause);
        this.httpStatus = 0;
    }

    public FetchException(String message, int httpStatus) {
        super(message);
        this.httpStatus = httpStatus;
    }

    /** The upstream's HTTP status when it refused the file (404 for "not there"), else 0. */
    public int httpStatus() {
        return httpStatus;
    }
}
