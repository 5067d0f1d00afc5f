package io.cis.loader.feeds.osadl;

/** A checklist that does not follow the OSLOC syntax; the message names the line. */
final class InvalidChecklistException extends Exception {
    private static final long serialVersionUID = 1L;

    InvalidChecklistException(String message) {
        super(message, null, false, false);
    }
}
