package io.cis.loader.feeds.sarif;

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

/** Finds the SARIF logs of a folder tree: {@code *.sarif} and {@code *.sarif.json}, hidden folders left out. */
final class SarifFiles {

    /** Every SARIF log below {@code root}, in path order so that builds are repeatable. */
    List<Path> list(Path root) throws IOException {
        List<Path> files = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                boolean hidden = !dir.equals(root) && dir.getFileName().toString().startsWith(".");
                return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isRegularFile() && isSarif(file)) {
                    files.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        files.sort(Comparator.comparing(file -> root.relativize(file).toString().replace('\\', '/')));
        return files;
    }

    /** Whether {@code root} is a folder with a SARIF log anywhere below it; a tree that cannot be read has none. */
    boolean holdsLogs(Path root) {
        if (!Files.isDirectory(root)) {
            return false;
        }
        try {
            return !list(root).isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    static boolean isSarif(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && (name.endsWith(".sarif") || name.endsWith(".sarif.json"));
    }
}
