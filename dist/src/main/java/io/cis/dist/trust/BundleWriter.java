package io.cis.dist.trust;

import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestPaths;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SchemaVersion;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.ValueCodec;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipParameters;

/**
 * Writes a bundle: a gzip-compressed tar whose first entry is the manifest, second its detached signature, then every
 * listed file in manifest order. A snapshot is verified before it is signed; a feeds folder gets a manifest listing
 * every file's SHA-256. The bundle appears under its name only when complete.
 */
public final class BundleWriter {

    private final ManifestSigner signer;
    private final Clock clock;
    private final ValueCodec codec = new ValueCodec();

    public BundleWriter(ManifestSigner signer, Clock clock) {
        this.signer = signer;
        this.clock = clock;
    }

    /** What a written bundle holds. */
    public record Written(BundleKind kind, String createdAt, int files, long bytes) {
    }

    public Written snapshot(Path snapshot, Path out) throws TrustException, IOException {
        List<String> problems = new SnapshotVerifier(clock).problems(snapshot.toAbsolutePath().normalize());
        if (!problems.isEmpty()) {
            throw new TrustException("will not sign a snapshot that does not verify: " + problems.get(0));
        }
        byte[] manifestBytes = Files.readAllBytes(snapshot.resolve(Manifest.FILE_NAME));
        Manifest manifest;
        try {
            manifest = new ManifestReader().parse(manifestBytes, snapshot.resolve(Manifest.FILE_NAME).toString());
        } catch (SnapshotRejectedException e) {
            throw new TrustException(e.getMessage());
        }
        return write(BundleKind.SNAPSHOT, snapshot, manifestBytes, manifest, out);
    }

    public Written feeds(Path feeds, Path out) throws TrustException, IOException {
        if (!Files.isDirectory(feeds)) {
            throw new TrustException(feeds + ": not a directory");
        }
        SortedMap<String, String> sums = new TreeMap<>();
        for (String name : feedFiles(feeds)) {
            sums.put(name, SnapshotFiles.sha256(feeds.resolve(name)));
        }
        if (sums.isEmpty()) {
            throw new TrustException(feeds + ": holds no files");
        }
        Manifest manifest = new Manifest(SchemaVersion.CURRENT.toString(),
                clock.instant().truncatedTo(ChronoUnit.SECONDS).toString(), List.of(), sums);
        return write(BundleKind.FEEDS, feeds, codec.encodePretty(manifest), manifest, out);
    }

    /**
     * Every file of the folder that the build reads, under the path the build reads it by: symbolic links are followed
     * (fetch keeps a many-file feed folder as a link to its current complete copy), hidden folders are left out (the
     * build never reads them: fetch's staging and the copies it keeps beside the current one). A special file or a
     * broken link is refused rather than silently left out.
     */
    private static List<String> feedFiles(Path feeds) throws TrustException, IOException {
        List<String> names = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        Files.walkFileTree(feeds, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE,
                new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        return !dir.equals(feeds) && dir.getFileName().toString().startsWith(".")
                                ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        String name = feeds.relativize(file).toString().replace('\\', '/');
                        if (!attributes.isRegularFile()) {
                            refused.add(file + ": a broken link or special file; a bundle carries regular files only");
                            return FileVisitResult.TERMINATE;
                        }
                        if (name.equals(BundleKind.FEEDS.manifestName())
                                || name.equals(BundleKind.FEEDS.signatureName())) {
                            return FileVisitResult.CONTINUE; // the manifest of an earlier import is replaced
                        }
                        Optional<String> problem = ManifestPaths.problem(name);
                        if (problem.isPresent()) {
                            refused.add(file + ": cannot be carried: " + problem.get());
                            return FileVisitResult.TERMINATE;
                        }
                        names.add(name);
                        return FileVisitResult.CONTINUE;
                    }
                });
        if (!refused.isEmpty()) {
            throw new TrustException(refused.get(0));
        }
        names.sort(null);
        return names;
    }

    private Written write(BundleKind kind, Path directory, byte[] manifestBytes, Manifest manifest, Path out)
            throws TrustException, IOException {
        if (Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            throw new TrustException(out + " already exists; a bundle never replaces a file");
        }
        SortedMap<String, Long> sizes = new TreeMap<>();
        for (String name : manifest.files().keySet()) {
            sizes.put(name, Files.size(directory.resolve(name)));
        }
        byte[] signature = signer.sign(kind, manifestBytes, sizes);
        Path parent = out.toAbsolutePath().getParent();
        Path partial = parent.resolve("." + out.getFileName() + ".partial-" + UUID.randomUUID());
        GzipParameters gzip = new GzipParameters();
        // Table files are compressed already; the fastest level keeps bundling about as fast as copying.
        gzip.setCompressionLevel(java.util.zip.Deflater.BEST_SPEED);
        try {
            try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(partial), 1 << 16);
                 TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(file, gzip))) {
                tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
                addBytes(tar, kind.manifestName(), manifestBytes);
                addBytes(tar, kind.signatureName(), signature);
                for (String name : manifest.files().keySet()) {
                    TarArchiveEntry entry = new TarArchiveEntry(name);
                    entry.setSize(sizes.get(name));
                    entry.setMode(0644);
                    tar.putArchiveEntry(entry);
                    long copied = Files.copy(directory.resolve(name), tar);
                    if (copied != sizes.get(name)) {
                        throw new TrustException(directory.resolve(name) + " changed while it was bundled");
                    }
                    tar.closeArchiveEntry();
                }
                tar.finish();
            }
            try {
                // A link never replaces a file, unlike a rename.
                Files.createLink(out, partial);
            } catch (UnsupportedOperationException e) {
                Files.move(partial, out, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException e) {
                throw new TrustException(out + " appeared while the bundle was written; it was left alone");
            }
        } finally {
            Files.deleteIfExists(partial);
        }
        return new Written(kind, manifest.createdAt(), manifest.files().size(), Files.size(out));
    }

    private static void addBytes(TarArchiveOutputStream tar, String name, byte[] bytes) throws IOException {
        TarArchiveEntry entry = new TarArchiveEntry(name);
        entry.setSize(bytes.length);
        entry.setMode(0644);
        tar.putArchiveEntry(entry);
        tar.write(bytes);
        tar.closeArchiveEntry();
    }
}
