package io.cis.loader.feeds.nvd;

import io.cis.loader.build.FeedLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Finds the JSON files of a folder tree, in path order, and tells whether any of them holds CVE records. */
final class NvdFiles {

    private static final FeedLayout LAYOUT = FeedLayout.anywhereBelow(FeedLayout.endingWith(".json"));

    /** Every {@code *.json} below {@code root}, hidden folders left out, in path order so builds are repeatable. */
    List<Path> jsonFiles(Path root) throws IOException {
        return LAYOUT.files(root);
    }

    /** Whether any JSON file below {@code root} is in one of the formats; a tree that cannot be read holds none. */
    static boolean holdsRecords(Path root) {
        return LAYOUT.holdsAny(root, file -> NvdFormat.sniff(file).isPresent());
    }
}
