package io.cis.loader.feeds.osv;

import io.cis.loader.build.FeedLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The files of an OSV tree the feed reads: records ({@code *.json}, {@code *.yaml}, {@code *.yml}) and zip archives
 * of records ({@code *.zip}). Hidden files and folders ({@code .git}, {@code .github}) and JSON Schema files are left
 * out; anything else (README, LICENSE) is not OSV data and is not read.
 */
final class OsvFiles {

    private static final FeedLayout LAYOUT = FeedLayout.anywhereBelow(OsvFiles::readable);

    static boolean isZip(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip");
    }

    /** Every file of the tree the feed reads, in path order, so the facts come in the same order in every build. */
    List<Path> list(Path root) throws IOException {
        return LAYOUT.files(root);
    }

    /** Whether any file the feed would read satisfies the test; stops at the first that does. */
    boolean any(Path root, Predicate<Path> test) {
        return LAYOUT.holdsAny(root, test);
    }

    /** A file this feed reads: an OSV record or a zip of records, not hidden. */
    private static boolean readable(String name) {
        return !name.startsWith(".") && (name.toLowerCase(Locale.ROOT).endsWith(".zip") || OsvDocuments.isRecordName(name));
    }
}
