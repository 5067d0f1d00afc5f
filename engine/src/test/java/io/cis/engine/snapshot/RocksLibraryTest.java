package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rocksdb.util.Environment;

/** The native library is extracted once per library build into a fixed directory, never as a new temporary file. */
class RocksLibraryTest {

    @Test
    void extractsIntoADirectoryNamedAfterTheLibraryAndReusesItOnTheNextStart(@TempDir Path cache) throws Exception {
        Path first = RocksLibrary.extracted(cache);
        Path library = first.resolve(Environment.getJniLibraryFileName("rocksdb"));
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
    void aTruncatedCopyFromAKilledStartIsReplaced(@TempDir Path cache) throws Exception {
        Path directory = RocksLibrary.extracted(cache);
        Path library = directory.resolve(Environment.getJniLibraryFileName("rocksdb"));
        long size = Files.size(library);
        Files.write(library, new byte[] {1, 2, 3});
        RocksLibrary.extracted(cache);
        assertThat(Files.size(library)).isEqualTo(size);
    }
}
