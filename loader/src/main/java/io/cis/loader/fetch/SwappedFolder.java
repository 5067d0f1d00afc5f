package io.cis.loader.fetch;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A feed folder of many files replaced whole by one rename. {@code FEEDS_DIR/nvd/nvd-api-2.0} is a symbolic link to
 * one complete generation kept in the hidden {@code FEEDS_DIR/nvd/.nvd-api-2.0/}; a new generation is built in the
 * staging folder, moved beside the others, and the link is replaced by a new one in a single {@code rename(2)}. The
 * build follows the link and never reads hidden folders, so it sees the previous generation or the new one, never a
 * mix, whenever the fetch is stopped. The generation before the new one is kept until the next publication, so a
 * reader that started before the swap can finish; older ones and the leftovers of stopped runs are removed.
 */
public final class SwappedFolder {

    private final Path link;
    private final Path generations;

    /** The folder {@code folder} (relative, such as {@code nvd/nvd-api-2.0}) of the feeds folder. */
    public SwappedFolder(Path feedsDir, String folder) {
        this.link = feedsDir.resolve(folder).normalize();
        this.generations = link.resolveSibling("." + link.getFileName());
    }

    /** The path the build reads. */
    public Path path() {
        return link;
    }

    /**
     * The generation the build reads now; empty when the folder is not there yet.
     *
     * @throws FetchException when something else stands where the link belongs (a folder put there by hand): it is
     *                        never replaced or removed
     */
    public Optional<Path> current() throws FetchException {
        if (!Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        if (!Files.isSymbolicLink(link)) {
            throw new FetchException(link + " is not the link fetch keeps there but " + (Files.isDirectory(link)
                    ? "a folder" : "a file") + " put there by other means; it is left as it is: move it away, or"
                    + " fetch into another feeds folder");
        }
        try {
            Path target = link.resolveSibling(Files.readSymbolicLink(link)).normalize();
            if (!generations.equals(target.getParent()) || !Files.isDirectory(target)) {
                throw new FetchException(link + " links to " + target + ", not to a complete generation in "
                        + generations);
            }
            return Optional.of(target);
        } catch (IOException e) {
            throw new FetchException(link + ": the link cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /**
     * Makes the complete folder {@code built} (on the same file system) the one the build reads: it is moved into the
     * generations under the next number and the link replaced in one rename; then the generations older than the one
     * it replaced are removed.
     */
    public void publish(Path built) throws IOException {
        Optional<Path> before;
        try {
            before = current();
        } catch (FetchException e) {
            throw new IOException(e.getMessage(), e);
        }
        Files.createDirectories(generations);
        long highest = 0;
        for (Path generation : generations()) {
            highest = Math.max(highest, number(generation));
        }
        Path next = generations.resolve(String.format("%06d", highest + 1));
        move(built, next);
        Path temporary = link.resolveSibling("." + link.getFileName() + ".link");
        Files.deleteIfExists(temporary);
        try {
            Files.createSymbolicLink(temporary, link.getParent().relativize(next));
        } catch (UnsupportedOperationException | FileSystemException e) {
            throw new IOException(link + ": the feeds folder's file system does not allow symbolic links, which"
                    + " fetch needs to replace " + link.getFileName() + " whole (" + e.getMessage() + ")", e);
        }
        // rename(2) replaces the old link in one step: there is no moment without the folder
        Files.move(temporary, link, StandardCopyOption.ATOMIC_MOVE);
        for (Path generation : generations()) {
            if (!generation.equals(next) && !before.map(generation::equals).orElse(false)) {
                deleteTree(generation);
            }
        }
    }

    /**
     * The publication of {@code built} as a change staged with a source's files: it takes effect when they are all
     * checked. {@code built} lies in the staging folder, so a source that fails leaves nothing to undo.
     */
    public StagedChange publication(Path built) {
        return new StagedChange() {
            @Override
            public void commit() throws IOException {
                publish(built);
            }

            @Override
            public void discard() {
                // the staging folder, and the generation in it, is removed when the source ends
            }
        };
    }

    private List<Path> generations() throws IOException {
        if (!Files.isDirectory(generations, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(generations)) {
            return new ArrayList<>(entries.sorted().toList());
        }
    }

    private static long number(Path generation) {
        String name = generation.getFileName().toString();
        return name.matches("\\d{1,18}") ? Long.parseLong(name) : 0;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException(from + " and " + to + " are not on one file system, so " + to
                    + " cannot be put in place whole", e);
        }
    }

    /** Removes a tree without following links out of it. */
    static void deleteTree(Path root) throws IOException {
        SourceFetch.deleteTree(root);
    }
}
