package io.cis.loader.feeds.text;

import java.io.IOException;

/** A line longer than the reader's limit; the line is not read to its end. */
public final class LineTooLongException extends IOException {
    private static final long serialVersionUID = 1L;

    private final long line;

    public LineTooLongException(long line, int limit) {
        super("line " + line + " is longer than the limit of " + limit + " characters");
        this.line = line;
    }

    /** The line's number, from 1. */
    public long line() {
        return line;
    }
}
