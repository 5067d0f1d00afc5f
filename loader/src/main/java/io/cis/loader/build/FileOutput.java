package io.cis.loader.build;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a whole file; the snapshot writer takes one so tests can inject a failing disk (a full disk, an I/O error). */
@FunctionalInterface
public interface FileOutput {

    /** The real file system. */
    FileOutput FILES = (file, bytes) -> Files.write(file, bytes);

    /** Creates or replaces {@code file} with {@code bytes}. */
    void write(Path file, byte[] bytes) throws IOException;
}
