package io.cis.loader.fetch;

import java.util.List;

/**
 * A source's entry in the fetch manifest: its base URL, when it was last fetched whole, its data's date and files, and
 * the notes of that fetch (what it passed over or removed, and why), so that nothing it left out goes unsaid.
 */
public record SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files,
                           List<String> notes) {

    public SourceRecord {
        files = List.copyOf(files);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    public SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files) {
        this(base, retrievedAt, dataDate, version, files, List.of());
    }
}
