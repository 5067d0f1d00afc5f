package io.cis.engine.snapshot;

import java.util.Optional;

/**
 * Which names a manifest may list: relative paths with '/' between non-empty segments, none of them {@code .} or
 * {@code ..}, so every listed file lies inside the snapshot directory whatever the file system.
 */
public final class ManifestPaths {

    private ManifestPaths() {
    }

    /** Why the name cannot be listed, or empty when it can. */
    public static Optional<String> problem(String name) {
        if (name == null || name.isEmpty()) {
            return Optional.of("an empty file name");
        }
        if (name.startsWith("/") || name.contains("\\") || name.contains(":") || name.indexOf('\0') >= 0) {
            return Optional.of("'" + name + "' is not a relative path with '/' separators");
        }
        for (String segment : name.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
                return Optional.of("'" + name + "' leaves the snapshot directory or has an empty segment");
            }
        }
        if (name.equals(Manifest.FILE_NAME)) {
            return Optional.of("'" + name + "' is the manifest itself");
        }
        return Optional.empty();
    }
}
