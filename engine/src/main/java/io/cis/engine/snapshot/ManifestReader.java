package io.cis.engine.snapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Reads {@code manifest.json} of a snapshot directory into a {@link Manifest}, with one-line failures. */
public final class ManifestReader {

    private final ValueCodec codec = new ValueCodec();

    public Manifest read(Path directory) throws SnapshotRejectedException {
        Path file = directory.resolve(Manifest.FILE_NAME);
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new SnapshotRejectedException(file + ": manifest is missing");
        } catch (IOException e) {
            throw new SnapshotRejectedException(file + ": manifest cannot be read (" + e.getMessage() + ")");
        }
        return parse(bytes, file.toString());
    }

    /** Parses manifest bytes read from elsewhere (a bundle); {@code source} names them in failures. */
    public Manifest parse(byte[] bytes, String source) throws SnapshotRejectedException {
        Manifest manifest;
        try {
            manifest = codec.decode(bytes, Manifest.class);
        } catch (SnapshotCorruptException e) {
            throw new SnapshotRejectedException(source + ": manifest is not valid JSON");
        }
        if (manifest.schemaVersion() == null || manifest.createdAt() == null) {
            throw new SnapshotRejectedException(source + ": manifest lacks schema_version or created_at");
        }
        for (String name : manifest.files().keySet()) {
            Optional<String> problem = ManifestPaths.problem(name);
            if (problem.isPresent()) {
                throw new SnapshotRejectedException(source + ": manifest lists " + problem.get());
            }
        }
        for (FeedRecord feed : manifest.feeds()) {
            if (feed.dataDate() != null && !isInstant(feed.dataDate())) {
                throw new SnapshotRejectedException(source + ": feed " + feed.name() + "'s data_date '" + feed.dataDate()
                        + "' is not an RFC 3339 UTC time");
            }
        }
        return manifest;
    }

    private static boolean isInstant(String text) {
        try {
            Instant.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }
}
