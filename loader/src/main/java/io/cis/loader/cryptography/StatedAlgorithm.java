package io.cis.loader.cryptography;

/**
 * An algorithm as a feed names it ({@code AES-128-GCM}, {@code md5}, {@code SHA256}), with the strength the feed
 * states, if any (null when it states none), and the number of files of the version's archive that name it when the
 * feed scanned the archive (null otherwise). The merge names and classifies it with the algorithm dataset.
 */
public record StatedAlgorithm(String name, String strength, Long files) {

    public StatedAlgorithm(String name, String strength) {
        this(name, strength, null);
    }
}
