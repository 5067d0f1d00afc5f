package io.cis.loader.feeds.csv;

/** CSV text that cannot be read to its end: a quoted field left open, or a last record cut off. */
public class CsvFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public CsvFormatException(String message) {
        super(message);
    }
}
