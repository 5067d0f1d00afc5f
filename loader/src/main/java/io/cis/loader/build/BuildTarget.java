package io.cis.loader.build;

import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.SnapshotRejectedException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether a build may write its output where asked, decided before any feed is read: a new path always; an existing
 * one only with {@code --replace}, and then only when it holds a snapshot and nothing else, since replacing deletes it.
 */
final class BuildTarget {

    private BuildTarget() {
    }

    static void check(Path target, boolean replace) throws IOException {
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!replace) {
            throw new IOException(target + ": already exists (pass --replace to replace the snapshot there)");
        }
        if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(target + ": not a directory; --replace replaces only a snapshot directory");
        }
        Manifest manifest;
        try {
            manifest = new ManifestReader().read(target);
        } catch (SnapshotRejectedException e) {
            throw new IOException(target + ": holds no snapshot (" + e.getMessage().replace(target + "/", "")
                    + "); --replace replaces only a snapshot directory, and nothing was deleted");
        }
        Optional<String> foreign = foreignFile(target, manifest);
        if (foreign.isPresent()) {
            throw new IOException(target + ": holds '" + foreign.get() + "', which is not part of its snapshot; "
                    + "--replace replaces only a snapshot directory, and nothing was deleted");
        }
    }

    /** A file or directory under the target that its manifest neither lists nor contains; empty when none. */
    private static Optional<String> foreignFile(Path target, Manifest manifest) throws IOException {
        try (Stream<Path> walk = Files.walk(target)) {
            for (Path path : walk.toList()) {
                if (path.equals(target)) {
                    continue;
                }
                String name = target.relativize(path).toString().replace('\\', '/');
                boolean listed = manifest.files().containsKey(name) || Manifest.SIDECAR_FILE_NAMES.contains(name);
                boolean holdsListed = Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)
                        && manifest.files().keySet().stream().anyMatch(f -> f.startsWith(name + "/"));
                if (!listed && !holdsListed) {
                    return Optional.of(name);
                }
            }
        }
        return Optional.empty();
    }
}
