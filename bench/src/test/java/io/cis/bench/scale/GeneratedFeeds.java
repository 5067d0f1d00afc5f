package io.cis.bench.scale;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Generates feed folders for the tests from the repository's real reference feeds. */
final class GeneratedFeeds {

    private GeneratedFeeds() {
    }

    static Path referenceFeeds() {
        Path root = Path.of("..", "dist", "src", "demo", "feeds");
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("demo feeds not found at " + root.toAbsolutePath());
        }
        return root;
    }

    static GenerationReport generate(Path out, ScaleSizes sizes, int threads) throws IOException {
        return new FeedSetGenerator(referenceFeeds(), threads).generate(out, sizes, false);
    }

    /** Every regular file below the root, as relative paths with {@code /}, sorted. */
    static List<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(f -> root.relativize(f).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }
}
