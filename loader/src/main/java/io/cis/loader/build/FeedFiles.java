package io.cis.loader.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The files of a feed below a folder: regular files a filter accepts, hidden folders (work directories, VCS
 * metadata) skipped, in relative-path order so that every build reads them, and reports their facts, in the same order.
 *
 * <p>Symbolic links are followed (mirrors link files in). Whatever the filter accepts by its name but is not a regular
 * file — a folder named like a feed file, a FIFO, a device, a broken link — fails the listing with a
 * {@link NotAFeedFileException} naming it: passing over it would drop the feed's data without a word, and opening a
 * FIFO would wait forever.
 */
public final class FeedFiles {

    private FeedFiles() {
    }

    /** A listing of a feed's files, which may fail reading its folders. */
    @FunctionalInterface
    public interface Listing {

        List<Path> files() throws IOException;
    }

    /**
     * The files {@code listing} gives; a folder that cannot be read (or an entry where a file belongs) fails the build,
     * naming {@code folder} and {@code what} could not be listed.
     */
    public static List<Path> listed(Path folder, String what, Listing listing) throws FeedException {
        try {
            return listing.files();
        } catch (IOException e) {
            throw new FeedException(folder, "cannot list " + what + " (" + e.getMessage() + ")", e);
        }
    }

    /** Every accepted file below {@code root}, in path order. */
    public static List<Path> under(Path root, Predicate<Path> wanted) throws IOException {
        List<Path> files = new ArrayList<>();
        walk(root, wanted, true, file -> {
            files.add(file);
            return false;
        });
        files.sort(Comparator.comparing(file -> root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/")));
        return files;
    }

    /** Every accepted entry directly in {@code dir}, in name order; an accepted entry that is not a regular file fails. */
    public static List<Path> in(Path dir, Predicate<Path> wanted) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path entry : entries.sorted().toList()) {
                if (wanted.test(entry) && isFile(entry)) {
                    files.add(entry);
                }
            }
        }
        return files;
    }

    /**
     * Whether a feed file is at {@code file}: true for a regular file (or a link to one), false when nothing is there.
     *
     * @throws NotAFeedFileException when something else is there
     */
    public static boolean isFile(Path file) throws NotAFeedFileException {
        if (Files.isRegularFile(file)) {
            return true;
        }
        if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        throw new NotAFeedFileException(file, kindOf(file));
    }

    /** As {@link #isFile}, for a feed's reading: something else standing at {@code file} fails the build. */
    public static boolean isFeedFile(Path file) throws FeedException {
        try {
            return isFile(file);
        } catch (NotAFeedFileException e) {
            throw e.asFeedException();
        }
    }

    /**
     * Whether any file below {@code root} is accepted; stops at the first. A missing or unreadable tree, and entries
     * that are not regular files, count as none: this only decides whether the feeds root itself looks like the feed,
     * and loading reports what cannot be read.
     */
    public static boolean anyUnder(Path root, Predicate<Path> wanted) {
        return anyUnder(root, wanted, file -> true);
    }

    /**
     * As {@link #anyUnder(Path, Predicate)}, counting only accepted files that also pass {@code test}, which looks at
     * their content: it is given regular files only, so that a FIFO named like a feed file is never opened.
     */
    public static boolean anyUnder(Path root, Predicate<Path> wanted, Predicate<Path> test) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        boolean[] found = {false};
        try {
            walk(root, wanted, false, file -> found[0] = test.test(file));
        } catch (IOException e) {
            return false;
        }
        return found[0];
    }

    /**
     * Whether any regular file directly in {@code dir} is accepted and passes {@code test}; stops at the first, in name
     * order. As {@link #anyUnder}, an unreadable folder and entries that are not regular files count as none, and
     * {@code test} sees regular files only.
     */
    public static boolean anyIn(Path dir, Predicate<Path> wanted, Predicate<Path> test) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.sorted().anyMatch(entry -> wanted.test(entry) && Files.isRegularFile(entry) && test.test(entry));
        } catch (IOException | UncheckedIOException e) {
            return false;
        }
    }

    /**
     * The folders directly in {@code dir}, in name order, hidden ones left out: the levels of a feed laid out in
     * folders ({@code <vendor>/<product>/}, {@code <part>/<category>/}).
     */
    public static List<Path> folders(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.filter(Files::isDirectory).filter(entry -> !hidden(entry)).sorted().toList();
        }
    }

    /** Accepts file names ending with the suffix, in any case. */
    public static Predicate<Path> withSuffix(String suffix) {
        String lower = suffix.toLowerCase(Locale.ROOT);
        return file -> file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(lower);
    }

    /** What stands at {@code path} when it is not a regular file, in words. */
    static String kindOf(Path path) {
        if (Files.isRegularFile(path)) {
            return "a file";
        }
        if (Files.isDirectory(path)) {
            return "a directory";
        }
        if (Files.isSymbolicLink(path) && !Files.exists(path)) {
            return "a broken symbolic link";
        }
        return "a special file (FIFO, socket or device)";
    }

    private static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }

    /**
     * Visits accepted regular files outside hidden folders until the visitor returns true; when {@code strict}, an
     * accepted name that is not a regular file fails, else it is passed over.
     */
    private static void walk(Path root, Predicate<Path> wanted, boolean strict, Predicate<Path> visitor) throws IOException {
        Files.walkFileTree(root, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) throws IOException {
                if (dir.equals(root)) {
                    return FileVisitResult.CONTINUE;
                }
                if (hidden(dir)) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                if (strict && wanted.test(dir)) {
                    throw new NotAFeedFileException(dir, "a directory");
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                if (!wanted.test(file)) {
                    return FileVisitResult.CONTINUE;
                }
                if (!attrs.isRegularFile()) {
                    if (strict) {
                        throw new NotAFeedFileException(file, kindOf(file));
                    }
                    return FileVisitResult.CONTINUE;
                }
                return visitor.test(file) ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
            }
        });
    }
}
