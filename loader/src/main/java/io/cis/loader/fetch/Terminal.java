package io.cis.loader.fetch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether standard error is a terminal, which decides how progress is shown. */
public final class Terminal {

    private Terminal() {
    }

    /**
     * On Linux, what file descriptor 2 is open on ({@code /dev/pts/N}, {@code /dev/ttyN} for a terminal); where
     * {@code /proc} is not there, whether the JVM has a console (standard input and output both terminals), the
     * nearest the JDK tells.
     */
    public static boolean stderrIsTerminal() {
        Path stderr = Path.of("/proc/self/fd/2");
        if (Files.exists(stderr.getParent())) {
            try {
                String target = Files.readSymbolicLink(stderr).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException e) {
                return false;
            }
        }
        return System.console() != null;
    }
}
