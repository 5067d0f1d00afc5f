package io.cis.engine.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;
import org.rocksdb.RocksDB;
import org.rocksdb.util.Environment;

/**
 * Loads RocksDB's native library once. It is extracted from the jar into a cache directory named after the library's
 * own SHA-256 and loaded from there, so restarts reuse one copy and a killed process leaves nothing behind in the
 * temporary directory; a missing or foreign binary becomes a readable error.
 */
public final class RocksLibrary {

    private RocksLibrary() {
    }

    /**
     * Loads the native library; throws {@link IllegalStateException} with a one-line reason when it cannot. The work
     * (reading and hashing the library, extracting it) happens once per process, on the first call.
     */
    public static void load() {
        Once.check();
    }

    /** Class initialisation runs exactly once, so the outcome of the one load is kept here. */
    private static final class Once {
        private static final IllegalStateException FAILURE = loadNow();

        static void check() {
            if (FAILURE != null) {
                throw new IllegalStateException(FAILURE.getMessage(), FAILURE);
            }
        }
    }

    private static IllegalStateException loadNow() {
        try {
            Path directory = extracted(cacheRoot());
            RocksDB.loadLibrary(List.of(directory.toString()));
            return null;
        } catch (IOException | UnsatisfiedLinkError | RuntimeException e) {
            try {
                // The cache is not writable or the binary is elsewhere: let RocksDB find or extract it its own way.
                RocksDB.loadLibrary();
                return null;
            } catch (UnsatisfiedLinkError | RuntimeException fallback) {
                return new IllegalStateException("RocksDB native library cannot be loaded on "
                        + System.getProperty("os.name") + "/" + System.getProperty("os.arch") + ": " + fallback.getMessage(), fallback);
            }
        }
    }

    /** {@code $CIS_NATIVE_DIR}, else {@code $XDG_CACHE_HOME/cis/native}, else {@code ~/.cache/cis/native}. */
    static Path cacheRoot() {
        String configured = System.getenv("CIS_NATIVE_DIR");
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("cis").resolve("native");
    }

    /** The directory holding this jar's native library, extracting it there first if needed. */
    static Path extracted(Path root) throws IOException {
        String fileName = Environment.getJniLibraryFileName("rocksdb");
        byte[] library;
        try (InputStream in = RocksDB.class.getResourceAsStream("/" + fileName)) {
            if (in == null) {
                throw new IOException("this jar carries no " + fileName);
            }
            library = in.readAllBytes();
        }
        Path directory = root.resolve("rocksdbjni-" + sha256(library).substring(0, 16));
        Path target = directory.resolve(fileName);
        if (Files.isRegularFile(target) && Files.size(target) == library.length) {
            return directory;
        }
        Files.createDirectories(directory);
        Path partial = directory.resolve("." + fileName + "." + UUID.randomUUID());
        try {
            Files.write(partial, library);
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
        }
        return directory;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }
}
