package io.cis.loader.feeds.osv;

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
        List<Path> found = new ArrayList<>();
        walk(root, file -> {
            found.add(file);
            return false;
        });
        found.sort(Comparator.comparing(file -> root.relativize(file).toString().replace('\\', '/')));
        return found;
    }

    /** Whether any file the feed would read satisfies the test; stops at the first that does. */
    boolean any(Path root, Predicate<Path> test) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        boolean[] found = {false};
        try {
            walk(root, file -> found[0] = test.test(file));
        } catch (IOException e) {
            // a tree that cannot be read holds nothing this feed can locate; loading would report the error
            return false;
        }
        return found[0];
    }

    /** Visits the files the feed reads until the visitor returns true. */
    private static void walk(Path root, Predicate<Path> visitor) throws IOException {
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                return !dir.equals(root) && hidden(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (!attrs.isRegularFile() || hidden(file) || !(isZip(file) || OsvDocuments.isRecordName(file.getFileName().toString()))) {
                    return FileVisitResult.CONTINUE;
                }
                return visitor.test(file) ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
            }
        });
    }

    private static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }
}
