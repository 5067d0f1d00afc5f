package io.cis.dist;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The bundled demo snapshot, unpacked and verified once per JVM on first use and shared by every test that only reads
 * it (the audits), instead of once per test class. The cache it is unpacked into is removed when the JVM exits.
 */
public final class UnpackedDemoSnapshot {

    private UnpackedDemoSnapshot() {
    }

    /** The unpacked snapshot's directory; open it, never write to it. */
    public static Path path() {
        return Unpacked.DIRECTORY;
    }

    /** Class initialisation runs once per JVM and is thread-safe: the unpacking happens on first use, exactly once. */
    private static final class Unpacked {

        static final Path DIRECTORY = unpack();

        private static Path unpack() {
            try {
                Path cache = Files.createTempDirectory("cis-demo-snapshot");
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(cache), "cis-demo-snapshot-cleanup"));
                return new DemoSnapshot(cache).unpack();
            } catch (IOException e) {
                throw new UncheckedIOException("could not unpack the bundled demo snapshot", e);
            }
        }

        private static void delete(Path root) {
            try (Stream<Path> paths = Files.walk(root)) {
                List<Path> deepestFirst = paths.sorted(Comparator.reverseOrder()).toList();
                for (Path path : deepestFirst) {
                    Files.deleteIfExists(path);
                }
            } catch (IOException e) {
                // a temporary directory left behind is not worth failing a finished test run for
            }
        }
    }
}
