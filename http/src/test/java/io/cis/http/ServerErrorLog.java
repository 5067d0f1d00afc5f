package io.cis.http;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What the server logs to standard error while it is open: slf4j-simple writes to whatever {@code System.err} is at
 * the moment it logs, so swapping it captures the service's log lines (and Jetty's and Javalin's) for a test.
 */
final class ServerErrorLog implements AutoCloseable {

    private final PrintStream original = System.err;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();

    ServerErrorLog() {
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    }

    /** Every line written so far. */
    List<String> lines() {
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** Lines that belong to a stack trace: frames and "Caused by". */
    List<String> stackTraceLines() {
        return lines().stream().filter(line -> line.startsWith("\tat ") || line.startsWith("Caused by:")
                || line.matches("\\s+\\.\\.\\. \\d+ more")).toList();
    }

    @Override
    public void close() {
        System.setErr(original);
    }
}
