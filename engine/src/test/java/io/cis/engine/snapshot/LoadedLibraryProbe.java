package io.cis.engine.snapshot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Run in a JVM of its own by {@link RocksLibraryTest}: loads RocksDB's library and prints the files it is mapped from. */
final class LoadedLibraryProbe {

    private LoadedLibraryProbe() {
    }

    public static void main(String[] args) throws IOException {
        RocksLibrary.load();
        try (var lines = Files.lines(Path.of("/proc/self/maps"))) {
            lines.filter(line -> line.contains("rocksdbjni"))
                    .map(line -> line.substring(line.indexOf('/')))
                    .distinct()
                    .forEach(System.out::println);
        }
    }
}
