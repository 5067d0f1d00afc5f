package io.cis.dist.trust;

import io.cis.dist.SnapshotRoot;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SchemaVersion;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.VerificationRecord;
import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Imports a bundle into a root: the signature is checked against the trusted keys before any file is unpacked; each
 * entry must be a regular file the manifest lists, met once, of its signed size, with its SHA-256; everything goes
 * into a hidden staging directory under the root (same file system) that is published by one rename. Anything refused
 * removes the staging directory and leaves the root as it was.
 */
public final class BundleImporter {

    /** Largest manifest or signature entry read into memory: far above any real one, far below the heap. */
    static final long MAX_DESCRIPTOR_BYTES = 64L << 20;

    private final SignatureCheck signatures;
    private final Clock clock;
    private final boolean allowOlder;

    public BundleImporter(TrustedKeys trusted, Clock clock, boolean allowOlder) {
        this.signatures = new SignatureCheck(trusted);
        this.clock = clock;
        this.allowOlder = allowOlder;
    }

    /** What was published, and where. */
    public record Imported(BundleKind kind, String createdAt, String keyId, int files, Path directory) {
    }

    public Imported importInto(Path bundle, Path root) throws TrustException, IOException {
        if (!Files.isDirectory(root)) {
            throw new TrustException(root + " is not a directory");
        }
        Path staging = root.resolve(".import-" + UUID.randomUUID());
        try (InputStream file = Files.newInputStream(bundle);
             GzipCompressorInputStream gzip = gunzip(file);
             TarArchiveInputStream tar = new TarArchiveInputStream(gzip)) {
            TarArchiveEntry first = next(tar, "the manifest");
            BundleKind kind = BundleKind.ofManifest(first.getName()).orElseThrow(() -> new TrustException(
                    "the bundle begins with '" + first.getName() + "', not a manifest"));
            byte[] manifestBytes = small(tar, first);
            TarArchiveEntry second = next(tar, "the signature");
            if (!second.getName().equals(kind.signatureName())) {
                throw new TrustException("the manifest is followed by '" + second.getName() + "', not "
                        + kind.signatureName() + ": the bundle is unsigned");
            }
            byte[] signatureBytes = small(tar, second);
            SignatureCheck.Verified verified = signatures.verify(kind, manifestBytes, signatureBytes);
            Manifest manifest = parse(kind, manifestBytes);
            if (!verified.sizes().keySet().equals(manifest.files().keySet())) {
                throw new TrustException("the signed sizes do not name the manifest's files");
            }
            Path target = root.resolve(directoryName(kind, manifest));
            admit(kind, manifest, root, target);

            Files.createDirectory(staging);
            Set<String> seen = new HashSet<>();
            TarArchiveEntry entry;
            while ((entry = nextOrEnd(tar)) != null) {
                unpack(tar, entry, manifest, verified, seen, staging);
            }
            drain(gzip);
            if (seen.size() != manifest.files().size()) {
                String missing = manifest.files().keySet().stream().filter(n -> !seen.contains(n)).findFirst().orElseThrow();
                throw new TrustException("the bundle lacks " + (manifest.files().size() - seen.size())
                        + " files its manifest lists, e.g. '" + missing + "'");
            }
            writeDurably(staging.resolve(kind.manifestName()), manifestBytes);
            writeDurably(staging.resolve(kind.signatureName()), signatureBytes);
            if (kind == BundleKind.SNAPSHOT) {
                VerificationRecord.of(staging, manifest, clock.instant()).writeTo(staging);
            }
            if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
                throw new TrustException(target + " appeared during the import");
            }
            Files.move(staging, target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return new Imported(kind, manifest.createdAt(), verified.keyId(), manifest.files().size(), target);
        } finally {
            deleteTree(staging);
        }
    }

    private static GzipCompressorInputStream gunzip(InputStream file) throws TrustException {
        try {
            return new GzipCompressorInputStream(new BufferedInputStream(file, 1 << 16));
        } catch (IOException e) {
            throw damaged(e);
        }
    }

    /** A failure to read the bundle itself (as opposed to writing the staging directory): damaged, cut or not a bundle. */
    private static TrustException damaged(IOException e) {
        String what = e instanceof EOFException ? "is cut short" : "is damaged or not a bundle";
        return new TrustException("the bundle " + what + " (" + e.getMessage() + ")");
    }

    private static TarArchiveEntry nextOrEnd(TarArchiveInputStream tar) throws TrustException {
        try {
            return tar.getNextEntry();
        } catch (IOException e) {
            throw damaged(e);
        }
    }

    /** Reads past the tar's end so gzip checks its trailer (CRC and length): a flip anywhere is found. */
    private static void drain(GzipCompressorInputStream gzip) throws TrustException {
        try {
            gzip.transferTo(OutputStream.nullOutputStream());
        } catch (IOException e) {
            throw damaged(e);
        }
    }

    private static TarArchiveEntry next(TarArchiveInputStream tar, String what) throws TrustException {
        TarArchiveEntry entry = nextOrEnd(tar);
        if (entry == null) {
            throw new TrustException("the bundle ends before " + what);
        }
        return entry;
    }

    private static byte[] small(TarArchiveInputStream tar, TarArchiveEntry entry) throws TrustException {
        regularFile(entry);
        if (entry.getSize() > MAX_DESCRIPTOR_BYTES) {
            throw new TrustException("'" + entry.getName() + "' is " + entry.getSize() + " bytes, more than any manifest");
        }
        byte[] bytes;
        try {
            bytes = tar.readNBytes((int) entry.getSize());
        } catch (IOException e) {
            throw damaged(e);
        }
        if (bytes.length != entry.getSize()) {
            throw damaged(new EOFException("'" + entry.getName() + "' ends early"));
        }
        return bytes;
    }

    private static void regularFile(TarArchiveEntry entry) throws TrustException {
        String type = entry.isSymbolicLink() ? "a symbolic link" : entry.isLink() ? "a hard link"
                : entry.isDirectory() ? "a directory" : entry.isSparse() ? "a sparse file"
                : !entry.isFile() ? "not a regular file" : null;
        if (type != null) {
            throw new TrustException("entry '" + entry.getName() + "' is " + type + "; a bundle holds regular files only");
        }
    }

    private Manifest parse(BundleKind kind, byte[] bytes) throws TrustException {
        try {
            return new ManifestReader().parse(bytes, kind.manifestName());
        } catch (SnapshotRejectedException e) {
            throw new TrustException(e.getMessage());
        }
    }

    /** The checks that need only the manifest: schema major, a date that can be, not older than what the root holds. */
    private void admit(BundleKind kind, Manifest manifest, Path root, Path target) throws TrustException, IOException {
        Instant created;
        try {
            created = Instant.parse(manifest.createdAt());
        } catch (DateTimeParseException e) {
            throw new TrustException("created_at '" + manifest.createdAt() + "' is not an RFC 3339 time");
        }
        if (created.isAfter(clock.instant().plus(SnapshotVerifier.CLOCK_SKEW))) {
            throw new TrustException("created_at " + manifest.createdAt() + " is in the future");
        }
        if (kind == BundleKind.SNAPSHOT) {
            SchemaVersion found;
            try {
                found = SchemaVersion.parse(manifest.schemaVersion());
            } catch (IllegalArgumentException e) {
                throw new TrustException(e.getMessage());
            }
            if (!found.readableBy(SchemaVersion.CURRENT)) {
                throw new TrustException("schema_version " + found + " is another major; this version reads "
                        + SchemaVersion.CURRENT.major() + ".x.x snapshots");
            }
            if (!allowOlder) {
                for (SnapshotRoot.Candidate newest : new SnapshotRoot(root).candidates()) {
                    if (newest.createdAt().compareTo(manifest.createdAt()) > 0) {
                        throw new TrustException("created_at " + manifest.createdAt() + " is older than "
                                + newest.directory() + " (" + newest.createdAt() + "); pass --allow-older to import it");
                    }
                    break;
                }
            }
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new TrustException(target + " already exists (imported before?)");
        }
    }

    /** The published directory's name: the kind and build time, readable and sortable. */
    static String directoryName(BundleKind kind, Manifest manifest) {
        String stamp = manifest.createdAt().replace(':', '-');
        return kind == BundleKind.SNAPSHOT ? "snapshot-" + stamp : "feeds-" + stamp;
    }

    private static void unpack(TarArchiveInputStream tar, TarArchiveEntry entry, Manifest manifest,
                               SignatureCheck.Verified verified, Set<String> seen, Path staging)
            throws IOException, TrustException {
        String name = entry.getName();
        regularFile(entry);
        String expected = manifest.files().get(name);
        if (expected == null) {
            throw new TrustException("entry '" + name + "' is not listed in the manifest");
        }
        if (!seen.add(name)) {
            throw new TrustException("entry '" + name + "' appears twice");
        }
        long size = verified.sizes().get(name);
        if (entry.getSize() != size) {
            throw new TrustException("entry '" + name + "' is " + entry.getSize() + " bytes; " + size + " were signed");
        }
        Path file = staging.resolve(name).normalize();
        if (!file.startsWith(staging) || file.equals(staging)) {
            throw new TrustException("entry '" + name + "' leaves the staging directory");
        }
        Files.createDirectories(file.getParent());
        MessageDigest digest = SnapshotFiles.newDigest();
        byte[] buffer = new byte[1 << 16];
        long copied = 0;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            OutputStream out = Channels.newOutputStream(channel);
            int n;
            while (copied < size && (n = read(tar, buffer, (int) Math.min(buffer.length, size - copied))) > 0) {
                digest.update(buffer, 0, n);
                out.write(buffer, 0, n);
                copied += n;
            }
            if (copied != size) {
                throw damaged(new EOFException("entry '" + name + "' ends after " + copied + " of " + size + " bytes"));
            }
            channel.force(true);
        }
        if (!HexFormat.of().formatHex(digest.digest()).equals(expected)) {
            throw new TrustException("entry '" + name + "': SHA-256 does not match the signed manifest");
        }
    }

    private static int read(TarArchiveInputStream tar, byte[] buffer, int most) throws TrustException {
        try {
            return tar.read(buffer, 0, most);
        } catch (IOException e) {
            throw damaged(e);
        }
    }

    private static void writeDurably(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            Channels.newOutputStream(channel).write(bytes);
            channel.force(true);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
