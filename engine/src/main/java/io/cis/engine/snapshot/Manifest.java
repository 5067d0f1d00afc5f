package io.cis.engine.snapshot;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The identity card of a snapshot directory: format version, build time, inputs, and a SHA-256 of every
 * other file in the directory.
 */
public record Manifest(
        @JsonProperty("schema_version") String schemaVersion,
        @JsonProperty("created_at") String createdAt,
        @JsonProperty("feeds") List<FeedRecord> feeds,
        @JsonProperty("files") SortedMap<String, String> files) {

    /** The manifest's own file name inside a snapshot directory. */
    public static final String FILE_NAME = "manifest.json";

    /** The detached signature over the manifest, beside it, written by {@code import}; not listed in the manifest. */
    public static final String SIGNATURE_FILE_NAME = "manifest.sig";

    /**
     * The record that every file was checked against this manifest (by {@code import} or {@code verify}), beside it;
     * not listed in the manifest.
     */
    public static final String VERIFIED_FILE_NAME = "verified.json";

    /** The files beside the manifest that describe the snapshot rather than belong to it. */
    public static final java.util.Set<String> SIDECAR_FILE_NAMES = java.util.Set.of(FILE_NAME, SIGNATURE_FILE_NAME,
            VERIFIED_FILE_NAME);

    /** The manifest this code writes for a snapshot directory: the current schema and the SHA-256 of every file in it. */
    public static Manifest describing(java.nio.file.Path directory, String createdAt, List<FeedRecord> feeds)
            throws java.io.IOException {
        return new Manifest(SnapshotSchema.VERSION.toString(), createdAt, feeds, SnapshotFiles.checksums(directory));
    }

    public Manifest {
        feeds = List.copyOf(feeds == null ? List.of() : feeds);
        files = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(files == null ? Map.of() : files));
    }
}
