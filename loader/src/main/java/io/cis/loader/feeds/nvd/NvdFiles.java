package io.cis.loader.feeds.nvd;

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

/** Finds the JSON files of a folder tree, in path order, and tells whether any of them holds CVE records. */
final class NvdFiles {

    /** Every {@code *.json} below {@code root}, hidden folders left out, in path order so builds are repeatable. */
    List<Path> jsonFiles(Path root) throws IOException {
        List<Path> files = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                boolean hidden = !dir.equals(root) && dir.getFileName().toString().startsWith(".");
                return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json")) {
                    files.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        files.sort(Comparator.comparing(file -> root.relativize(file).toString().replace('\\', '/')));
        return files;
    }

    /** Whether any JSON file below {@code root} is in one of the formats; a tree that cannot be read holds none. */
    boolean holdsRecords(Path root) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try {
            return jsonFiles(root).stream().anyMatch(file -> NvdFormat.sniff(file).isPresent());
        } catch (IOException e) {
            return false;
        }
    }
}
