package io.cis.dist;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** One line for a file-system failure: the JDK's messages are often just the path. */
final class IoProblem {

    private IoProblem() {
    }

    static String describe(IOException e) {
        if (e instanceof NoSuchFileException n) {
            return n.getFile() + ": no such file or directory";
        }
        if (e instanceof AccessDeniedException a) {
            return a.getFile() + ": permission denied";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() + ": already exists";
        }
        if (e instanceof NotDirectoryException d) {
            return d.getFile() + ": not a directory";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
