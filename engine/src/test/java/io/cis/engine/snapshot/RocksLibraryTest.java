package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The native library is extracted once per library build into a fixed directory, never as a new temporary file. */
class RocksLibraryTest {

    @Test
    void extractsIntoADirectoryNamedAfterTheLibraryAndReusesItOnTheNextStart(@TempDir Path cache) throws Exception {
        Path first = RocksLibrary.extracted(cache);
        Path library = first.resolve(RocksLibrary.LOADED_FILE_NAME);
        assertThat(first.getParent()).isEqualTo(cache);
        assertThat(first.getFileName().toString()).matches("rocksdbjni-[0-9a-f]{16}");
        assertThat(library).isRegularFile();
        long written = Files.getLastModifiedTime(library).toMillis();

        Path second = RocksLibrary.extracted(cache);
        assertThat(second).isEqualTo(first);
        assertThat(Files.getLastModifiedTime(library).toMillis()).isEqualTo(written);
        try (Stream<Path> files = Files.list(first)) {
            assertThat(files).containsExactly(library);
        }
    }

    @Test
    void aStartLoadsTheLibraryFromTheCacheRatherThanFromANewTemporaryCopy(@TempDir Path cache) throws Exception {
        // /proc/self/maps names the file a process mapped the library from; a fresh JVM, since a library loads once
        assumeTrue(Files.isReadable(Path.of("/proc/self/maps")), "needs Linux's /proc");
        List<String> mapped = librariesMappedByAFreshStart(cache);
        assertThat(mapped).isNotEmpty().allSatisfy(path -> assertThat(path).startsWith(cache.toString()));
        List<String> again = librariesMappedByAFreshStart(cache);
        assertThat(again).isEqualTo(mapped);
    }

    private static List<String> librariesMappedByAFreshStart(Path cache) throws IOException, InterruptedException {
        ProcessBuilder start = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LoadedLibraryProbe.class.getName())
                .redirectErrorStream(true);
        start.environment().put("CIS_NATIVE_DIR", cache.toString());
        Process process = start.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        return output.lines().filter(line -> line.contains("rocksdbjni")).distinct().toList();
    }

    @Test
    void aTruncatedCopyFromAKilledStartIsReplaced(@TempDir Path cache) throws Exception {
        Path directory = RocksLibrary.extracted(cache);
        Path library = directory.resolve(RocksLibrary.LOADED_FILE_NAME);
        long size = Files.size(library);
        Files.write(library, new byte[] {1, 2, 3});
        RocksLibrary.extracted(cache);
        assertThat(Files.size(library)).isEqualTo(size);
    }
}
