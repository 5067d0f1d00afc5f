package io.cis.engine.version;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Assumptions;

/**
 * An ecosystem's own implementation run as a process (ruby, python3): it reads one tab-separated query per line and
 * answers one line each. Where the tool is missing the calling test is reported as skipped, never passed.
 */
final class ReferenceTool {

    private final List<String> command;

    ReferenceTool(String... command) {
        this.command = List.of(command);
    }

    /** Skips the calling test unless the tool runs and can load what the script needs. */
    void assumeAvailable(String probeQuery) {
        List<String> answer;
        try {
            answer = ask(List.of(probeQuery));
        } catch (IOException | RuntimeException e) {
            answer = List.of();
        }
        Assumptions.assumeTrue(answer.size() == 1, () -> command.get(0) + " with its version library is not installed");
    }

    /** The tool's answers, in query order. */
    List<String> ask(List<String> queries) throws IOException {
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        // Write from another thread: the tool may fill its output pipe before reading all input.
        CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> {
            try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
                for (String query : queries) {
                    in.write(query);
                    in.write('\n');
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        List<String> answers = new ArrayList<>(queries.size());
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                answers.add(line);
            }
        }
        writing.join();
        try {
            if (process.waitFor() != 0) {
                throw new IOException(command.get(0) + " exited with " + process.exitValue());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return answers;
    }
}
