package io.cis.loader.feeds.crypto;

import io.cis.loader.build.FeedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The files of the crypto algorithm dataset: {@code algorithms/<Category>/<id>.yaml} (what each algorithm is) and
 * {@code definitions/<Category>/<id>.yaml} (keywords), one level of category folders, hidden entries left out, in
 * path order so that builds are repeatable. Category folder names contain spaces ({@code Hash Functions}).
 */
final class DatasetFiles {

    static final String ALGORITHMS = "algorithms";
    static final String DEFINITIONS = "definitions";

    /** Whether {@code dir} has an {@code algorithms/} folder with at least one category file. */
    boolean holdsDataset(Path dir) {
        try {
            return !files(dir, ALGORITHMS).isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    /** The YAML files of {@code dir/<part>/<Category>/}; none when the part's folder is absent. */
    List<Path> files(Path dir, String part) throws IOException {
        Path root = dir.resolve(part);
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> found = new ArrayList<>();
        for (Path category : sorted(root)) {
            if (Files.isDirectory(category) && !hidden(category)) {
                found.addAll(FeedFiles.in(category, file -> !hidden(file) && isYaml(file)));
            }
        }
        return found;
    }

    private static List<Path> sorted(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.sorted().toList();
        }
    }

    private static boolean hidden(Path path) {
        return path.getFileName().toString().startsWith(".");
    }

    private static boolean isYaml(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }
}
