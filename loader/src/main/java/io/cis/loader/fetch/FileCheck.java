package io.cis.loader.fetch;

import java.io.IOException;
import java.nio.file.Path;

/** Reads a fetched file whole and says what it holds, or why it is not a complete file of its kind. */
@FunctionalInterface
public interface FileCheck {

    FileFacts check(Path file) throws IOException, FetchException;
}
