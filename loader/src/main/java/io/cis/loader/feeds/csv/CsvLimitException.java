package io.cis.loader.feeds.csv;

/** A CSV record or field longer than the reader's limit; reading stops there, before the rest is held in memory. */
public final class CsvLimitException extends CsvFormatException {
    private static final long serialVersionUID = 1L;

    public CsvLimitException(String message) {
        super(message);
    }
}
