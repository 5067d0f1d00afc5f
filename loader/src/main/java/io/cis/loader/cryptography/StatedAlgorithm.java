package io.cis.loader.cryptography;

/**
 * An algorithm as a feed names it ({@code AES-128-GCM}, {@code md5}, {@code SHA256}), with the strength the feed
 * states, if any (null when it states none). The merge names and classifies it with the algorithm dataset.
 */
public record StatedAlgorithm(String name, String strength) {
}
