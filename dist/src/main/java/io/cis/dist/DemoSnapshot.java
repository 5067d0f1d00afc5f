package io.cis.dist;

import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.VerificationRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * The demo snapshot carried inside the jar as a zip. It is unpacked once into a cache directory named after the
 * archive's SHA-256, so restarts reuse it and a new jar never serves an older demo.
 */
public final class DemoSnapshot {

    /** Classpath location of the archive the build bundles. */
    public static final String RESOURCE = "/demo/demo-snapshot.zip";

    private final Path cacheRoot;

    public DemoSnapshot(Path cacheRoot) {
        this.cacheRoot = cacheRoot;
    }

    /** The default cache: {@code $XDG_CACHE_HOME/cis} or {@code ~/.cache/cis}. */
    public static Path defaultCacheRoot() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("cis").resolve("demo-snapshots");
    }

    /** Unpacks the bundled archive if this version of it is not cached yet, and returns the snapshot directory. */
    public Path unpack() throws IOException {
        byte[] archive = bundledArchive();
        Path target = cacheRoot.resolve(sha256(archive).substring(0, 16));
        if (Files.isRegularFile(target.resolve("manifest.json"))) {
            return target;
        }
        Files.createDirectories(cacheRoot);
        Path work = cacheRoot.resolve("." + target.getFileName() + ".unpacking-" + UUID.randomUUID());
        try {
            extract(archive, work);
            recordVerification(work);
            try {
                Files.move(work, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.FileAlreadyExistsException | java.nio.file.DirectoryNotEmptyException raced) {
                // Another process unpacked the same archive first; its copy is identical.
                deleteTree(work);
            }
        } catch (IOException | RuntimeException e) {
            deleteTree(work);
            throw e;
        }
        return target;
    }

    /**
     * Hashes the unpacked files once and leaves a verification record, so later starts open the demo without hashing
     * it again (it is still hashed in the background); an unpacked copy that does not verify gets no record.
     */
    private static void recordVerification(Path work) throws IOException {
        if (new SnapshotVerifier().problems(work).isEmpty()) {
            try {
                VerificationRecord.of(work, new ManifestReader().read(work), java.time.Instant.now()).writeTo(work);
            } catch (SnapshotRejectedException e) {
                // The verifier just read the same manifest; nothing to record if it cannot now.
            }
        }
    }

    private static byte[] bundledArchive() throws IOException {
        try (InputStream in = DemoSnapshot.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("this build carries no demo snapshot (" + RESOURCE + "); pass --snapshot DIR");
            }
            return in.readAllBytes();
        }
    }

    private static void extract(byte[] archive, Path into) throws IOException {
        Files.createDirectories(into);
        try (ZipInputStream zip = new ZipInputStream(new java.io.ByteArrayInputStream(archive))) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                Path file = into.resolve(entry.getName()).normalize();
                if (!file.startsWith(into)) {
                    throw new IOException("demo archive entry escapes its directory: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(file);
                } else {
                    Files.createDirectories(file.getParent());
                    Files.copy(zip, file);
                }
            }
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (var walk = Files.walk(root)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
