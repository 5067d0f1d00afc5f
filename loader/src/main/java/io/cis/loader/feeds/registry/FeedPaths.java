package io.cis.loader.feeds.registry;

import java.nio.file.Path;

/** How feed files are named in results: relative to the feeds root, with '/' separators. */
public final class FeedPaths {

    private FeedPaths() {
    }

    /** {@code file} relative to {@code feedsRoot} ("." for the root itself). */
    public static String relative(Path feedsRoot, Path file) {
        String rel = feedsRoot.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize()).toString();
        return rel.isEmpty() ? "." : rel.replace(file.getFileSystem().getSeparator(), "/");
    }
}
