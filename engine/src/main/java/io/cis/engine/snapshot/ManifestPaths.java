package io.cis.engine.snapshot;

import java.util.Optional;

/**
 * Which names a manifest may list: relative paths with '/' between non-empty segments, none of them {@code .} or
 * {@code ..}, and no control characters, so every listed file lies inside the snapshot directory whatever the file
 * system and every name fits on one line of a signed statement.
 */
public final class ManifestPaths {

    private ManifestPaths() {
    }

    /** Why the name cannot be listed, or empty when it can. */
    public static Optional<String> problem(String name) {
        if (name == null || name.isEmpty()) {
            return Optional.of("an empty file name");
        }
        if (name.startsWith("/") || name.contains("\\") || name.chars().anyMatch(c -> c < 0x20)) {
            return Optional.of("'" + name + "' is not a relative path with '/' separators");
        }
        for (String segment : name.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                return Optional.of("'" + name + "' leaves the snapshot directory or has an empty segment");
            }
        }
        if (Manifest.SIDECAR_FILE_NAMES.contains(name)) {
            return Optional.of("'" + name + "', the name of the manifest or a file beside it");
        }
        return Optional.empty();
    }
}
