package io.cis.bench.workload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Reads a workload directory: {@code get-paths.txt} (E13/E14) and {@code e1-paths.txt} (E1), one URL-encoded path and
 * query per line, and {@code e3-100/*.json}, {@code e3-1000/*.json}, bodies of {@code POST /v2/vulnerabilities/components}.
 */
public final class WorkloadReader {

    /** The E3 route the batch bodies are sent to. */
    public static final String E3_PATH = "/v2/vulnerabilities/components";

    private final ObjectMapper json = new ObjectMapper();

    public Workload read(Path directory) throws IOException {
        List<String> notes = new ArrayList<>();
        List<WorkloadRequest> gets = paths(directory.resolve("get-paths.txt"), notes);
        List<WorkloadRequest> pages = paths(directory.resolve("e1-paths.txt"), notes);
        List<WorkloadRequest> hundreds = bodies(directory.resolve("e3-100"), notes);
        List<WorkloadRequest> thousands = bodies(directory.resolve("e3-1000"), notes);
        return new Workload(gets, pages, hundreds, thousands, notes);
    }

    private static List<WorkloadRequest> paths(Path file, List<String> notes) throws IOException {
        if (!Files.isRegularFile(file)) {
            notes.add(file.getFileName() + " is missing: its scenario is skipped");
            return List.of();
        }
        List<WorkloadRequest> requests = Files.readAllLines(file).stream()
                .map(String::strip)
                .filter(line -> line.startsWith("/"))
                .map(WorkloadRequest::get)
                .toList();
        if (requests.isEmpty()) {
            notes.add(file.getFileName() + " has no paths: its scenario is skipped");
        }
        return requests;
    }

    private List<WorkloadRequest> bodies(Path folder, List<String> notes) throws IOException {
        List<Path> files = List.of();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> listing = Files.list(folder)) {
                files = listing.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
            }
        }
        if (files.isEmpty()) {
            notes.add(folder.getFileName() + "/*.json is missing: its scenario is skipped");
            return List.of();
        }
        List<WorkloadRequest> requests = new ArrayList<>(files.size());
        for (Path file : files) {
            String body = Files.readString(file);
            requests.add(WorkloadRequest.post(E3_PATH, body, components(file, body)));
        }
        return requests;
    }

    private int components(Path file, String body) throws IOException {
        JsonNode list;
        try {
            list = json.readTree(body).path("components");
        } catch (IOException e) {
            throw new IOException(file + " is not JSON: " + e.getMessage(), e);
        }
        if (!list.isArray()) {
            throw new IOException(file + " has no \"components\" list");
        }
        return list.size();
    }
}
