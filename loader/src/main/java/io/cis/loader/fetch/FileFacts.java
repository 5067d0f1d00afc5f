package io.cis.loader.fetch;

/** What checking a fetched file found: its records, and the data's own date and version where the file states them. */
public record FileFacts(long records, String dataDate, String version) {

    public FileFacts {
        dataDate = dataDate == null ? "" : dataDate;
        version = version == null ? "" : version;
    }

    public static FileFacts records(long records) {
        return new FileFacts(records, "", "");
    }
}
