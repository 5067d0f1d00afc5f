package io.cis.engine.snapshot;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code verified.json}: the record that every file of a snapshot was checked against its manifest, left by
 * {@code import} and {@code verify}. It names the manifest's SHA-256 and each listed file's size, modification time,
 * change time and inode; a snapshot whose record still matches (any copy, edit or replacement of a file changes one of
 * them, and the change time cannot be set back) opens without hashing every file, which is then done in the background.
 */
public record VerificationRecord(
        @JsonProperty("manifest_sha256") String manifestSha256,
        @JsonProperty("verified_at") String verifiedAt,
        @JsonProperty("files") SortedMap<String, String> files) {

    public VerificationRecord {
        files = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(files == null ? Map.of() : files));
    }

    /** Records the directory as it is now; the caller has just checked every file against the manifest. */
    public static VerificationRecord of(Path directory, Manifest manifest, Instant now) throws IOException {
        SortedMap<String, String> stamps = new TreeMap<>();
        for (String name : manifest.files().keySet()) {
            stamps.put(name, stamp(directory.resolve(name)));
        }
        return new VerificationRecord(manifestDigest(directory), now.toString(), stamps);
    }

    /** Writes the record beside the manifest, replacing an older one. */
    public void writeTo(Path directory) throws IOException {
        Path partial = directory.resolve("." + Manifest.VERIFIED_FILE_NAME + ".partial");
        Files.write(partial, new ValueCodec().encodePretty(this));
        Files.move(partial, directory.resolve(Manifest.VERIFIED_FILE_NAME), java.nio.file.StandardCopyOption.ATOMIC_MOVE,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    /** Whether the directory's record matches its manifest and files as they are now; false when there is none. */
    public static boolean matches(Path directory, Manifest manifest) {
        try {
            byte[] bytes = Files.readAllBytes(directory.resolve(Manifest.VERIFIED_FILE_NAME));
            VerificationRecord record = new ValueCodec().decode(bytes, VerificationRecord.class);
            if (!manifestDigest(directory).equals(record.manifestSha256())
                    || !record.files().keySet().equals(manifest.files().keySet())) {
                return false;
            }
            for (Map.Entry<String, String> file : record.files().entrySet()) {
                if (!stamp(directory.resolve(file.getKey())).equals(file.getValue())) {
                    return false;
                }
            }
            return true;
        } catch (NoSuchFileException e) {
            return false;
        } catch (IOException | SnapshotCorruptException e) {
            return false;
        }
    }

    private static String manifestDigest(Path directory) throws IOException {
        return HexFormat.of().formatHex(SnapshotFiles.newDigest().digest(
                Files.readAllBytes(directory.resolve(Manifest.FILE_NAME))));
    }

    private static String stamp(Path file) throws IOException {
        BasicFileAttributes basic = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!basic.isRegularFile()) {
            throw new NoSuchFileException(file.toString());
        }
        String stamp = basic.size() + " " + basic.lastModifiedTime().toInstant();
        try {
            Object inode = Files.getAttribute(file, "unix:ino", LinkOption.NOFOLLOW_LINKS);
            Object changed = Files.getAttribute(file, "unix:ctime", LinkOption.NOFOLLOW_LINKS);
            stamp += " " + inode + " " + changed;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            // No unix view (not Linux or macOS): size and modification time only.
        }
        return stamp;
    }
}
