package io.cis.loader.fetch;

import io.cis.loader.build.FeedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the build would read in a feeds folder: every file outside hidden folders, links followed, by relative path,
 * with its {@link ContentFingerprint}. Two equal states are the same feeds, whatever generations or staging lie hidden
 * beside them.
 */
final class FeedsState {

    private FeedsState() {
    }

    static Map<String, String> of(Path feeds) throws IOException {
        Map<String, String> state = new TreeMap<>();
        if (!Files.isDirectory(feeds)) {
            return state;
        }
        for (Path file : FeedFiles.under(feeds, Files::isRegularFile)) {
            state.put(feeds.relativize(file).toString().replace('\\', '/'), ContentFingerprint.of(file));
        }
        return state;
    }
}
