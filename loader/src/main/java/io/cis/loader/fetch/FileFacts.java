package io.cis.loader.fetch;

/**
 * What checking a fetched file found: its records, and the data's own date and version where the file states them.
 * A source's result also says where an incremental source takes up next time ({@code cursor}, empty for the others).
 */
public record FileFacts(long records, String dataDate, String version, String cursor) {

    public FileFacts {
        dataDate = dataDate == null ? "" : dataDate;
        version = version == null ? "" : version;
        cursor = cursor == null ? "" : cursor;
    }

    public FileFacts(long records, String dataDate, String version) {
        this(records, dataDate, version, "");
    }

    public static FileFacts records(long records) {
        return new FileFacts(records, "", "");
    }
}
