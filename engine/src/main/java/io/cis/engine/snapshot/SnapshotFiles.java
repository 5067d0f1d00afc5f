package io.cis.engine.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Lists and fingerprints the files of a snapshot directory, the same way for the writer and the verifier. */
public final class SnapshotFiles {

    private SnapshotFiles() {
    }

    /** Relative path (with '/') of every regular file under the directory except the manifest and its sidecars, sorted. */
    public static List<String> list(Path directory) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(Files::isRegularFile)
                    .map(p -> directory.relativize(p).toString().replace('\\', '/'))
                    .filter(name -> !Manifest.SIDECAR_FILE_NAMES.contains(name))
                    .sorted()
                    .toList();
        }
    }

    /** SHA-256 (lower-case hex) of every file that {@link #list} names. */
    public static SortedMap<String, String> checksums(Path directory) throws IOException {
        SortedMap<String, String> sums = new TreeMap<>();
        for (String name : list(directory)) {
            sums.put(name, sha256(directory.resolve(name)));
        }
        return sums;
    }

    public static String sha256(Path file) throws IOException {
        MessageDigest digest = newDigest();
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** A fresh SHA-256 digest. */
    public static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }
}
