package io.cis.engine.snapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a snapshot directory before it is trusted: manifest present and readable, schema major supported,
 * {@code created_at} not in the future, every listed file present with its SHA-256, and no file the manifest does
 * not list.
 */
public final class SnapshotVerifier {

    /** How far ahead of this machine's clock a build machine's clock may be before its snapshot counts as future. */
    public static final Duration CLOCK_SKEW = Duration.ofMinutes(5);

    private final ManifestReader manifestReader = new ManifestReader();
    private final Clock clock;

    public SnapshotVerifier() {
        this(Clock.systemUTC());
    }

    public SnapshotVerifier(Clock clock) {
        this.clock = clock;
    }

    /** Every problem found, one line each; empty when the snapshot is sound. */
    public List<String> problems(Path directory) {
        return problems(directory, true);
    }

    /**
     * As {@link #problems(Path)}; without {@code hashFiles}, every listed file must be present but is not hashed (the
     * caller has a matching {@link VerificationRecord} and hashes later).
     */
    public List<String> problems(Path directory, boolean hashFiles) {
        List<String> problems = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            problems.add(directory + ": not a snapshot directory");
            return problems;
        }
        Manifest manifest;
        try {
            manifest = manifestReader.read(directory);
        } catch (SnapshotRejectedException e) {
            problems.add(e.getMessage());
            return problems;
        }
        try {
            SchemaVersion found = SchemaVersion.parse(manifest.schemaVersion());
            if (!found.readableBy(SchemaVersion.CURRENT)) {
                problems.add(directory + ": schema_version " + found + " is not supported; this server reads "
                        + SchemaVersion.CURRENT.major() + ".x.x snapshots");
                return problems;
            }
        } catch (IllegalArgumentException e) {
            problems.add(directory.resolve(Manifest.FILE_NAME) + ": " + e.getMessage());
            return problems;
        }
        Optional<String> future = futureCreatedAt(directory, manifest);
        if (future.isPresent()) {
            problems.add(future.get());
            return problems;
        }
        try {
            List<String> present = SnapshotFiles.list(directory);
            for (Map.Entry<String, String> listed : manifest.files().entrySet()) {
                Path file = directory.resolve(listed.getKey());
                if (!Files.isRegularFile(file)) {
                    problems.add(file + ": listed in the manifest but missing");
                } else if (hashFiles && !SnapshotFiles.sha256(file).equals(listed.getValue())) {
                    problems.add(file + ": SHA-256 does not match the manifest");
                }
            }
            for (String name : present) {
                if (!manifest.files().containsKey(name)) {
                    problems.add(directory.resolve(name) + ": not listed in the manifest");
                }
            }
        } catch (IOException e) {
            problems.add(directory + ": cannot be read (" + e.getMessage() + ")");
        }
        return problems;
    }

    /**
     * A snapshot built later than now cannot be: its clock or its manifest is wrong, and serving it would report a
     * negative age and hide every newer snapshot published after it.
     */
    private Optional<String> futureCreatedAt(Path directory, Manifest manifest) {
        try {
            Instant created = Instant.parse(manifest.createdAt());
            Instant now = clock.instant();
            if (created.isAfter(now.plus(CLOCK_SKEW))) {
                return Optional.of(directory.resolve(Manifest.FILE_NAME) + ": created_at " + manifest.createdAt()
                        + " is in the future (now " + now.truncatedTo(ChronoUnit.SECONDS) + ")");
            }
        } catch (DateTimeParseException e) {
            // Not RFC 3339: counted as infinitely old by readiness, never as fresh; not a reason to refuse.
        }
        return Optional.empty();
    }
}
