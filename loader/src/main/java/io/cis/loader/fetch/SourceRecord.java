package io.cis.loader.fetch;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A source's entry in the fetch manifest: its base URL, when it was last fetched whole, its data's date and files;
 * for a source fetched incrementally, where the next run takes up ({@code cursor}: NVD's time of the last complete
 * query, the CVE List's baseline and delta names; empty for the others); and the notes of that fetch (what it passed
 * over or removed, and why), so that nothing it left out goes unsaid. A manifest written before either field existed
 * reads with an empty cursor and no notes.
 */
public record SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) String cursor, List<String> notes) {

    public SourceRecord {
        files = List.copyOf(files);
        cursor = cursor == null ? "" : cursor;
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    public SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files) {
        this(base, retrievedAt, dataDate, version, files, "", List.of());
    }

    /** The record of an incremental source that noted nothing. */
    public SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files,
                        String cursor) {
        this(base, retrievedAt, dataDate, version, files, cursor, List.of());
    }

    /** The record of a source without a cursor. */
    public SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files,
                        List<String> notes) {
        this(base, retrievedAt, dataDate, version, files, "", notes);
    }
}
