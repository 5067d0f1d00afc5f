package io.cis.loader.feeds.archivescan;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * One result file of the archive scan ({@code archive-scan/<type>/<namespace...>/<name>/<version>.json}), as the
 * fetch writes it and this feed reads it. Field names are the file's.
 *
 * @param purl             the component version scanned, with its version
 * @param archive          which archive was scanned
 * @param dataset          the crypto algorithm dataset whose keywords were searched for
 * @param limits           the limits the scan ran under
 * @param complete         false when a limit stopped the scan (or the archive was over the size limit and was not
 *                         downloaded): its algorithms are then not all of the version's
 * @param incompleteReason why the scan is incomplete; {@code ""} when complete
 * @param files            what was searched
 * @param algorithms       the algorithms named, by the dataset's id, sorted
 */
public record ScanResultFile(@JsonProperty("purl") String purl, @JsonProperty("archive") Archive archive,
                             @JsonProperty("dataset") Dataset dataset, @JsonProperty("limits") Limits limits,
                             @JsonProperty("complete") boolean complete,
                             @JsonProperty("incomplete_reason") String incompleteReason,
                             @JsonProperty("files") Files files,
                             @JsonProperty("algorithms") List<Found> algorithms) {

    public ScanResultFile {
        incompleteReason = incompleteReason == null ? "" : incompleteReason;
        algorithms = algorithms == null ? List.of() : List.copyOf(algorithms);
    }

    /** The archive: where it was fetched, its size in bytes and its SHA-256 ({@code ""} when not downloaded). */
    public record Archive(@JsonProperty("url") String url, @JsonProperty("bytes") long bytes,
                          @JsonProperty("sha256") String sha256) {
    }

    /** The dataset's date and version as its README states them, and the digest of its keywords. */
    public record Dataset(@JsonProperty("date") String date, @JsonProperty("version") String version,
                          @JsonProperty("keywords_sha256") String keywordsSha256) {
    }

    /** The limits: archive bytes, unpacked bytes, bytes searched per file, seconds. */
    public record Limits(@JsonProperty("archive_bytes") long archiveBytes,
                         @JsonProperty("unpacked_bytes") long unpackedBytes,
                         @JsonProperty("file_bytes") long fileBytes, @JsonProperty("seconds") long seconds) {
    }

    /**
     * Files searched, searched only in their first {@code file_bytes} (truncated), passed over as binary, and the
     * bytes unpacked.
     */
    public record Files(@JsonProperty("scanned") long scanned, @JsonProperty("truncated") long truncated,
                        @JsonProperty("binary") long binary, @JsonProperty("unpacked_bytes") long unpackedBytes) {
    }

    /** An algorithm (the dataset's id), the number of files that named it, and the keywords found. */
    public record Found(@JsonProperty("algorithm") String algorithm, @JsonProperty("files") long files,
                        @JsonProperty("keywords") List<String> keywords) {

        public Found {
            keywords = keywords == null ? List.of() : List.copyOf(keywords);
        }
    }
}
