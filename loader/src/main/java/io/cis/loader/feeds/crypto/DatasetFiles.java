package io.cis.loader.feeds.crypto;

import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The files of the crypto algorithm dataset: {@code algorithms/<Category>/<id>.yaml} (what each algorithm is) and
 * {@code definitions/<Category>/<id>.yaml} (keywords), one level of category folders, hidden entries left out, in
 * path order so that builds are repeatable. Category folder names contain spaces ({@code Hash Functions}).
 */
final class DatasetFiles {

    static final String ALGORITHMS = "algorithms";
    static final String DEFINITIONS = "definitions";
    private static final FeedLayout CATEGORY = FeedLayout.directlyIn(DatasetFiles::isYaml);

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
        for (Path category : FeedFiles.folders(root)) {
            found.addAll(CATEGORY.files(category));
        }
        return found;
    }

    private static boolean isYaml(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && (name.endsWith(".yaml") || name.endsWith(".yml"));
    }
}
