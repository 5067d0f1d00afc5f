package io.cis.loader.feeds.osv;

import io.cis.loader.build.FeedFiles;
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

    static boolean isZip(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".zip");
    }

    /** Every file of the tree the feed reads, in path order, so the facts come in the same order in every build. */
    List<Path> list(Path root) throws IOException {
        return FeedFiles.under(root, OsvFiles::readable);
    }

    /** Whether any file the feed would read satisfies the test; stops at the first that does. */
    boolean any(Path root, Predicate<Path> test) {
        return FeedFiles.anyUnder(root, file -> readable(file) && test.test(file));
    }

    /** A file this feed reads: an OSV record or a zip of records, not hidden. */
    private static boolean readable(Path file) {
        return !hidden(file) && (isZip(file) || OsvDocuments.isRecordName(file.getFileName().toString()));
    }

    private static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }
}
