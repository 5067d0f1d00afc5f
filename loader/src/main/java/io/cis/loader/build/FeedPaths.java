package io.cis.loader.build;

import java.nio.file.Path;

/** How a feed's location is written in the manifest: relative to the feeds root, with '/', "." for the root. */
public final class FeedPaths {

    private FeedPaths() {
    }

    public static String relative(Path feedsRoot, Path location) {
        String rel = feedsRoot.toAbsolutePath().normalize().relativize(location.toAbsolutePath().normalize()).toString();
        return rel.isEmpty() ? "." : rel.replace(location.getFileSystem().getSeparator(), "/");
    }
}
