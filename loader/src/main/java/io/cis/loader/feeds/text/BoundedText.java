package io.cis.loader.feeds.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whole text files a feed reads at once (changelogs, checklists), refused above a size limit before they are read. */
public final class BoundedText {

    private BoundedText() {
    }

    /**
     * @throws FileTooLargeException when {@code file} holds more than {@code limit} bytes
     */
    public static void requireAtMost(Path file, long limit) throws IOException {
        long size = Files.size(file);
        if (size > limit) {
            throw new FileTooLargeException(size, limit);
        }
    }

    /** A file larger than its feed's documented limit. */
    public static final class FileTooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        FileTooLargeException(long size, long limit) {
            super(size + " bytes is more than the limit of " + limit + " bytes for such a file");
        }
    }
}
