package io.cis.loader.build;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The files of a feed below a folder: regular files a filter accepts, hidden folders (work directories, VCS
 * metadata) skipped, in relative-path order so that every build reads them, and reports their facts, in the same order.
 */
public final class FeedFiles {

    private FeedFiles() {
    }

    /** Every accepted file below {@code root}, in path order. */
    public static List<Path> under(Path root, Predicate<Path> wanted) throws IOException {
        List<Path> files = new ArrayList<>();
        walk(root, file -> {
            if (wanted.test(file)) {
                files.add(file);
            }
            return false;
        });
        files.sort(Comparator.comparing(file -> root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/")));
        return files;
    }

    /** Whether any file below {@code root} is accepted; stops at the first. A missing or unreadable tree has none. */
    public static boolean anyUnder(Path root, Predicate<Path> wanted) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        boolean[] found = {false};
        try {
            walk(root, file -> found[0] = wanted.test(file));
        } catch (IOException e) {
            // Loading would report the unreadable tree; locating only says the feed is not there.
            return false;
        }
        return found[0];
    }

    /** Accepts file names ending with the suffix, in any case. */
    public static Predicate<Path> withSuffix(String suffix) {
        String lower = suffix.toLowerCase(Locale.ROOT);
        return file -> file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(lower);
    }

    /** Visits regular files outside hidden folders until the visitor returns true. */
    private static void walk(Path root, Predicate<Path> visitor) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                boolean hidden = !dir.equals(root) && dir.getFileName().toString().startsWith(".");
                return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() && visitor.test(file)) {
                    return FileVisitResult.TERMINATE;
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
