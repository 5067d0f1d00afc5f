package io.cis.engine.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.jar.JarEntry;
import org.rocksdb.RocksDB;
import org.rocksdb.util.Environment;

/**
 * Loads RocksDB's native library once. It is extracted from the jar into a cache directory named after the library's
 * jar entry (its CRC-32 and size, else its SHA-256) and loaded from there, so restarts reuse one copy without reading
 * it again and a killed process leaves nothing behind in the temporary directory; a missing or foreign binary becomes
 * a readable error.
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

    /**
     * The file name {@link RocksDB#loadLibrary(List)} loads from each directory it is given: rocksdbjni 11 names it
     * after its artifact ({@code librocksdbjnijni-linux64.so}), not after the library in its jar
     * ({@code librocksdbjni-linux64.so}). Under the jar's name the load failed, and every start inflated the library
     * into a temporary file again.
     */
    static final String LOADED_FILE_NAME = Environment.getJniLibraryFileName("rocksdbjni");

    /** The directory holding this jar's native library, extracting it there first if needed. */
    static Path extracted(Path root) throws IOException {
        String fileName = Environment.getJniLibraryFileName("rocksdb");
        URL resource = RocksDB.class.getResource("/" + fileName);
        if (resource == null) {
            throw new IOException("this jar carries no " + fileName);
        }
        Optional<JarEntry> entry = jarEntry(resource);
        // A jar entry names its content by CRC-32 and size without inflating it: restarts then skip reading ~60 MB.
        String key = entry.isPresent() && entry.get().getCrc() >= 0 && entry.get().getSize() >= 0
                ? String.format("%08x%08x", entry.get().getCrc(), entry.get().getSize() & 0xffffffffL)
                : sha256(read(resource)).substring(0, 16);
        Path directory = root.resolve("rocksdbjni-" + key);
        Path target = directory.resolve(LOADED_FILE_NAME);
        long expectedSize = entry.map(JarEntry::getSize).orElse(-1L);
        if (Files.isRegularFile(target) && expectedSize >= 0 && Files.size(target) == expectedSize) {
            return directory;
        }
        byte[] library = read(resource);
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

    private static Optional<JarEntry> jarEntry(URL resource) {
        try {
            URLConnection connection = resource.openConnection();
            if (connection instanceof JarURLConnection jar) {
                jar.setUseCaches(false);
                return Optional.ofNullable(jar.getJarEntry());
            }
        } catch (IOException e) {
            // Not readable as a jar entry: the content hash names the directory instead.
        }
        return Optional.empty();
    }

    private static byte[] read(URL resource) throws IOException {
        URLConnection connection = resource.openConnection();
        connection.setUseCaches(false);
        try (InputStream in = connection.getInputStream()) {
            return in.readAllBytes();
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }
}
