package io.cis.dist;

import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.engine.snapshot.SnapshotRejectedException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * A folder that snapshots are published into, one sub-directory each (hidden work directories of builds in progress
 * are ignored). The newest snapshot is the one with the latest {@code created_at}.
 */
public final class SnapshotRoot {

    private final Path root;
    private final ManifestReader manifests = new ManifestReader();

    public SnapshotRoot(Path root) {
        this.root = root;
    }

    public Path path() {
        return root;
    }

    /** A published snapshot and when it was built. */
    public record Candidate(Path directory, String createdAt) {
    }

    /** Every sub-directory with a readable manifest, newest first. */
    public List<Candidate> candidates() throws IOException {
        List<Candidate> candidates = new ArrayList<>();
        try (Stream<Path> children = Files.list(root)) {
            for (Path child : children.filter(Files::isDirectory).toList()) {
                if (child.getFileName().toString().startsWith(".")) {
                    continue;
                }
                try {
                    Manifest manifest = manifests.read(child);
                    candidates.add(new Candidate(child.toAbsolutePath().normalize(), manifest.createdAt()));
                } catch (SnapshotRejectedException e) {
                    // Not (yet) a snapshot; a half-written one never has a manifest.
                }
            }
        }
        candidates.sort(Comparator.comparing(Candidate::createdAt).thenComparing(c -> c.directory().toString()).reversed());
        return candidates;
    }

    /**
     * A digest of the name, size and modification time of every file under the directory: it changes whenever a copy
     * into the directory makes progress, so a snapshot refused while incomplete is looked at again once it changes.
     */
    public static String state(Path directory) throws IOException {
        MessageDigest digest = SnapshotFiles.newDigest();
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path file : walk.sorted().toList()) {
                BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class,
                        LinkOption.NOFOLLOW_LINKS);
                String line = directory.relativize(file) + "\t" + attributes.size() + "\t"
                        + attributes.lastModifiedTime().toInstant() + "\n";
                digest.update(line.getBytes(StandardCharsets.UTF_8));
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
