package io.cis.loader.fetch.archives;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the scan of one package archive found: the algorithms named, each with the number of files that named it and
 * the keywords found; how many files were searched, searched only in part (over the file limit) or passed over as
 * binary; the bytes unpacked. A scan stopped by a limit is incomplete, with the reason.
 */
public record ArchiveScan(boolean complete, String incompleteReason, long filesScanned, long filesTruncated,
                          long filesBinary, long unpackedBytes, Map<String, Hits> algorithms) {

    /** One algorithm in one archive: the files that named it, and the keywords found in them, sorted. */
    public record Hits(long files, Set<String> keywords) {

        public Hits {
            keywords = Collections.unmodifiableSortedSet(new TreeSet<>(keywords));
        }
    }

    public ArchiveScan {
        algorithms = Collections.unmodifiableSortedMap(new TreeMap<>(algorithms));
    }
}
