package io.cis.loader.build;

/**
 * A record a feed cannot use, with the reason: not of the shape its format promises, naming what cannot be, or
 * missing what the record needs. The feed catches it where it knows the record's place and turns it into a
 * {@link SkippedRecord} for the build report ({@link #skipped}); the rest of the feed still loads. A file that cannot
 * be read at all is a {@link FeedException} instead.
 */
public final class UnusableRecordException extends Exception {
    private static final long serialVersionUID = 1L;

    public UnusableRecordException(String reason) {
        // thrown once per bad record and only its reason is reported: no stack trace to fill
        super(reason, null, false, false);
    }

    public UnusableRecordException(String reason, Throwable cause) {
        super(reason, cause, false, false);
    }

    public String reason() {
        return getMessage();
    }

    /** The report's entry for this record: {@code file} and {@code id} say where it is. */
    public SkippedRecord skipped(String file, String id) {
        return new SkippedRecord(file, id, reason());
    }
}
