package io.cis.loader.fetch.archives;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the scan of one package archive found: the algorithms named, each with the number of files that named it and
 * the keywords found; how many files were searched, searched only in part (over the file limit) or passed over as
 * binary; the bytes unpacked. A scan stopped by a limit is incomplete, with the reason.
 */
public record ArchiveScan(boolean complete, String incompleteReason, long filesScanned, long filesTruncated,
                          long filesBinary, long unpackedBytes, Map<String, Hits> algorithms) {

    /** One algorithm in one archive: the files that named it, and the keywords found in them. */
    public record Hits(long files, Set<String> keywords) {

        public Hits {
            keywords = Set.copyOf(keywords);
        }
    }

    public ArchiveScan {
        algorithms = Map.copyOf(new TreeMap<>(algorithms));
    }
}
