package io.cis.loader.build;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Where a feed is under a feeds root. A feed is present when its own folder is there ({@code osv/}, {@code kev/}),
 * whatever the folder holds: loading then reads it and fails on what it cannot read, so a truncated archive or a
 * folder where the one file belongs stops the build instead of making the feed "absent". Only when none of its own
 * folders is there does the content decide, for the places a feed's files may lie directly (the feeds root itself
 * given as the feed's folder): those count only when they hold what the feed reads.
 *
 * @param ownFolders the feed's own folders, relative to the root, in the order they are preferred
 * @param sniffed    other places, relative to the root ("." for the root itself), tried after the own folders
 * @param holds      whether one of the other places holds the feed's files
 */
public record FeedLocation(List<String> ownFolders, List<String> sniffed, Predicate<Path> holds) {

    public FeedLocation {
        ownFolders = List.copyOf(ownFolders);
        sniffed = List.copyOf(sniffed);
    }

    /** A feed read from its own folder only: the feeds root is never taken for it, whatever it holds. */
    public static FeedLocation ownFolder(String folder) {
        return new FeedLocation(List.of(folder), List.of(), place -> false);
    }

    /** The first own folder that exists (as anything: a file there fails at loading), else the first sniffed place. */
    public Optional<Path> locate(Path feedsRoot) {
        for (String folder : ownFolders) {
            Path candidate = feedsRoot.resolve(folder);
            if (Files.exists(candidate, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(candidate.normalize());
            }
        }
        return sniffed.stream()
                .map(feedsRoot::resolve)
                .filter(holds)
                .map(Path::normalize)
                .findFirst();
    }
}
