package io.cis.engine.snapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checks a snapshot directory before it is trusted: manifest present and readable, schema major supported,
 * every listed file present with its SHA-256, and no file the manifest does not list.
 */
public final class SnapshotVerifier {

    private final ManifestReader manifestReader = new ManifestReader();

    /** Every problem found, one line each; empty when the snapshot is sound. */
    public List<String> problems(Path directory) {
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
        try {
            List<String> present = SnapshotFiles.list(directory);
            for (Map.Entry<String, String> listed : manifest.files().entrySet()) {
                Path file = directory.resolve(listed.getKey());
                if (!Files.isRegularFile(file)) {
                    problems.add(file + ": listed in the manifest but missing");
                } else if (!SnapshotFiles.sha256(file).equals(listed.getValue())) {
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
}
