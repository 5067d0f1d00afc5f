package io.cis.loader.fetch;

/** A file of a source could not be fetched or did not pass its check; the source keeps its previous copy. */
public final class FetchException extends Exception {

    private static final long serialVersionUID = 1L;

    public FetchException(String message) {
        super(message);
    }

    public FetchException(String message, Throwable cause) {
        super(message, cause);
    }
}
