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
 * A source's folder of the feeds folder, replaced whole by one rename. {@code FEEDS_DIR/spdx/json} is a symbolic link
 * to one complete generation kept in the hidden {@code FEEDS_DIR/spdx/.json/}; a new generation is built in the
 * staging folder, moved beside the others, and the link is replaced by a new one in a single {@code rename(2)}. The
 * build follows the link and never reads hidden folders, so it sees the previous generation or the new one, never a
 * mix, whenever the fetch is stopped. The generation before the new one is kept until the next publication, so a
 * reader that started before the swap can finish; older ones and the leftovers of stopped runs are removed.
 *
 * <p>The first publication of a folder whose parents are not there yet assembles the missing parents, the generation
 * and the link in the staging folder and renames the topmost of them into place, again in one step: a stopped first
 * fetch leaves no empty folder for the build to stumble on.
 *
 * <p>What stands where the link belongs and is not that link was put there by other means (or by a version of fetch
 * that renamed file by file). An {@linkplain Foreign#REFUSED refusing} folder leaves it alone and fails; an
 * {@linkplain Foreign#ADOPTED adopting} one takes it as its current copy, and its first publication moves it to a
 * hidden {@code .<name>.replaced} and renames the link into its place: the one publication that takes two renames.
 * A run stopped between them leaves the folder under the hidden name, and {@link #recover()} puts it back.
 */
public final class SwappedFolder {

    /** What a folder does with a real folder standing where its link belongs. */
    public enum Foreign {
        /** Leaves it as it is and fails (a folder a full fetch would replace without carrying anything over). */
        REFUSED,
        /** Reads it as the current copy; the next publication carries over what it holds and puts the link there. */
        ADOPTED
    }

    private final Path feedsDir;
    private final Path link;
    private final Path generations;
    private final Foreign foreign;

    /** The folder {@code folder} (relative, such as {@code nvd/nvd-api-2.0}) of the feeds folder, refusing others'. */
    public SwappedFolder(Path feedsDir, String folder) {
        this(feedsDir, folder, Foreign.REFUSED);
    }

    public SwappedFolder(Path feedsDir, String folder, Foreign foreign) {
        this.feedsDir = feedsDir.toAbsolutePath().normalize();
        this.link = this.feedsDir.resolve(folder).normalize();
        if (!link.startsWith(this.feedsDir) || link.equals(this.feedsDir)) {
            throw new IllegalArgumentException("not a folder under the feeds folder: " + folder);
        }
        this.generations = link.resolveSibling("." + link.getFileName());
        this.foreign = foreign;
    }

    /** The path the build reads. */
    public Path path() {
        return link;
    }

    /**
     * The copy the build reads now: the generation the link leads to, or an adopted folder itself; empty when the
     * folder is not there yet.
     *
     * @throws FetchException when something else stands where the link belongs (a file, a link elsewhere, or for a
     *                        refusing folder a folder put there by hand): it is never replaced or removed
     */
    public Optional<Path> current() throws FetchException {
        if (!Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        if (!Files.isSymbolicLink(link)) {
            if (foreign == Foreign.ADOPTED && Files.isDirectory(link, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.of(link);
            }
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
     * Puts an adopted folder back where a run stopped between the two renames of its first publication left it under
     * its hidden name, and removes that hidden copy when the publication completed. Called before a source reads its
     * previous copy.
     */
    public void recover() throws FetchException {
        Path replaced = replaced();
        try {
            if (Files.isDirectory(replaced, LinkOption.NOFOLLOW_LINKS)) {
                if (Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
                    SourceFetch.deleteTree(replaced);
                } else {
                    move(replaced, link);
                }
            }
        } catch (IOException e) {
            throw new FetchException(link + ": cannot put back the previous copy from " + replaced + " ("
                    + e.getMessage() + ")", e);
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
        if (!Files.isDirectory(link.getParent())) {
            publishWithParents(built);
            return;
        }
        Files.createDirectories(generations);
        long highest = 0;
        for (Path generation : generations()) {
            highest = Math.max(highest, number(generation));
        }
        Path next = generations.resolve(generationName(highest + 1));
        move(built, next);
        Path temporary = link.resolveSibling("." + link.getFileName() + ".link");
        Files.deleteIfExists(temporary);
        createLink(temporary, link.getParent().relativize(next));
        if (before.isPresent() && before.get().equals(link)) {
            // an adopted folder cannot be renamed over: moved aside first (recover() undoes a stop in between)
            move(link, replaced());
            move(temporary, link);
            SourceFetch.deleteTree(replaced());
        } else {
            // rename(2) replaces the old link in one step: there is no moment without the folder
            Files.move(temporary, link, StandardCopyOption.ATOMIC_MOVE);
        }
        for (Path generation : generations()) {
            if (!generation.equals(next) && !before.map(generation::equals).orElse(false)) {
                SourceFetch.deleteTree(generation);
            }
        }
    }

    /**
     * The first publication under missing parents: the topmost missing folder is assembled beside {@code built}
     * (parents, generations, the link) and renamed into place at once.
     */
    private void publishWithParents(Path built) throws IOException {
        Path top = link.getParent();
        while (!top.getParent().equals(feedsDir) && !Files.isDirectory(top.getParent())) {
            top = top.getParent();
        }
        Path assembled = built.resolveSibling("." + built.getFileName() + ".assembled");
        SourceFetch.deleteTree(assembled);
        Path parent = assembled.resolve(top.relativize(link.getParent()).toString());
        Path first = parent.resolve(generations.getFileName()).resolve(generationName(1));
        Files.createDirectories(first.getParent());
        move(built, first);
        createLink(parent.resolve(link.getFileName()), parent.relativize(first));
        Files.createDirectories(top.getParent());
        move(assembled, top);
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

    private Path replaced() {
        return link.resolveSibling("." + link.getFileName() + ".replaced");
    }

    private void createLink(Path at, Path target) throws IOException {
        try {
            Files.createSymbolicLink(at, target);
        } catch (UnsupportedOperationException | FileSystemException e) {
            throw new IOException(link + ": the feeds folder's file system does not allow symbolic links, which"
                    + " fetch needs to replace " + link.getFileName() + " whole (" + e.getMessage() + ")", e);
        }
    }

    private List<Path> generations() throws IOException {
        if (!Files.isDirectory(generations, LinkOption.NOFOLLOW_LINKS)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(generations)) {
            return new ArrayList<>(entries.sorted().toList());
        }
    }

    private static String generationName(long number) {
        return String.format("%06d", number);
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
