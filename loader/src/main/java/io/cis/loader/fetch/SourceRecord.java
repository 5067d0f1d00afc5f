package io.cis.loader.fetch;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * A source's entry in the fetch manifest: its base URL, when it was last fetched whole, its data's date and files,
 * and, for a source fetched incrementally, where the next run takes up ({@code cursor}: NVD's time of the last
 * complete query, the CVE List's baseline and delta names); empty for the others.
 */
public record SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) String cursor) {

    public SourceRecord {
        files = List.copyOf(files);
        cursor = cursor == null ? "" : cursor;
    }

    public SourceRecord(String base, String retrievedAt, String dataDate, String version, List<FetchedFile> files) {
        this(base, retrievedAt, dataDate, version, files, "");
    }
}
