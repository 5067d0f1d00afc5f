package io.cis.loader.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * Which files of its folder a feed reads, stated once: the file names it wants and whether they lie directly in the
 * folder or anywhere below it. Listing them for loading and sniffing whether a place holds the feed at all share one
 * walk ({@link FeedFiles}): hidden folders skipped, links followed, path order, and for loading, an accepted name that
 * is not a regular file fails instead of being passed over.
 *
 * @param nested whether the files lie anywhere below the folder rather than directly in it
 * @param names  the file names the feed reads
 */
public record FeedLayout(boolean nested, Predicate<String> names) {

    /** Files directly in the folder whose names pass. */
    public static FeedLayout directlyIn(Predicate<String> names) {
        return new FeedLayout(false, names);
    }

    /** Files anywhere below the folder, outside hidden folders, whose names pass. */
    public static FeedLayout anywhereBelow(Predicate<String> names) {
        return new FeedLayout(true, names);
    }

    /** Accepts file names ending with the suffix, in any case. */
    public static Predicate<String> endingWith(String suffix) {
        String lower = suffix.toLowerCase(Locale.ROOT);
        return name -> name.toLowerCase(Locale.ROOT).endsWith(lower);
    }

    /**
     * The feed's files in {@code folder}, in path order.
     *
     * @throws NotAFeedFileException when an accepted name is not a regular file
     */
    public List<Path> files(Path folder) throws IOException {
        return nested ? FeedFiles.under(folder, this::accepts) : FeedFiles.in(folder, this::accepts);
    }

    /** Whether {@code folder} holds any of the feed's files; a missing or unreadable folder holds none. */
    public boolean holdsAny(Path folder) {
        return holdsAny(folder, file -> true);
    }

    /**
     * Whether {@code folder} holds one of the feed's files that also passes {@code test} (a look at its content,
     * given regular files only, so that a FIFO named like a feed file is never opened); stops at the first. A missing or unreadable folder, and an entry that is not a regular file, count as none:
     * this only decides where the feed is, and loading reports what cannot be read.
     */
    public boolean holdsAny(Path folder, Predicate<Path> test) {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        return nested ? FeedFiles.anyUnder(folder, this::accepts, test) : FeedFiles.anyIn(folder, this::accepts, test);
    }

    private boolean accepts(Path file) {
        return names.test(file.getFileName().toString());
    }
}
