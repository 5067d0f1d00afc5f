package io.cis.loader.feeds.nvd;

import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Remembers the SHA-256 of each file read, to tell a file that is a byte-for-byte copy of an earlier one: mirrors
 * keep one record in two places (the samples have {@code CVE-2023-45803.json} in {@code cvelistV5/} and in
 * {@code cve5-extra/}), and reading both would report the same facts twice for no information.
 */
final class DuplicateFiles {

    private final Map<String, Path> firstWithDigest = new HashMap<>();

    /** The earlier file with exactly these bytes, or empty, in which case {@code file} is remembered as their first. */
    Optional<Path> earlierCopyOf(Path file, byte[] content) {
        return Optional.ofNullable(firstWithDigest.putIfAbsent(sha256(content), file));
    }

    private static String sha256(byte[] content) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
        } catch (NoSuchAlgorithmException e) {
            // every Java platform must provide SHA-256
            throw new IllegalStateException(e);
        }
    }
}
