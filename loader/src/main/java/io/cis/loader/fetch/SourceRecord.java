package io.cis.loader.fetch;

import java.util.List;

/** A source's entry in the fetch manifest: its base URL, when it was last fetched whole, its data's date and files. */
public record SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files) {

    public SourceRecord {
        files = List.copyOf(files);
    }
}
