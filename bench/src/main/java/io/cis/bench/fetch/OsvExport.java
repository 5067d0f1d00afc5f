package io.cis.bench.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * OSV records laid out as the OSV export bucket publishes them: {@code ecosystems.txt}, and per ecosystem
 * {@code <Ecosystem>/all.zip} of {@code <ID>.json} entries and {@code <Ecosystem>/modified_id.csv}
 * ({@code <modified>,<ID>} lines, newest first). The records are read from {@code .json} files and from the
 * {@code .json} entries of {@code .zip} files anywhere below a folder (the scale generator's {@code osv/}, or a copy
 * of the bucket), kept byte for byte, and filed under the ecosystem of their first affected package (the part before a
 * {@code :}, as the bucket files {@code Debian:12} under {@code Debian}); a record with no affected package, a second
 * copy of a record and a file that is not JSON are counted and left out. Entry times are one fixed time, so the
 * export's bytes depend on its records only.
 */
final class OsvExport {

    /** How many records went into the export, per ecosystem, and how many were left out. */
    record Written(Map<String, Long> records, long leftOut) {

        long total() {
            return records.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(2026, 1, 1, 0, 0);

    private final ObjectMapper json = new ObjectMapper();

    /** Writes the export of every record below {@code records} into the empty or missing folder {@code out}. */
    Written write(Path records, Path out) throws IOException {
        Files.createDirectories(out);
        Map<String, ZipOutputStream> zips = new TreeMap<>();
        Map<String, List<String>> indexes = new TreeMap<>();
        Set<String> seen = new HashSet<>();
        long[] leftOut = {0};
        try {
            for (Path file : inputs(records)) {
                if (file.toString().endsWith(".zip")) {
                    try (ZipFile zip = new ZipFile(file.toFile())) {
                        for (ZipEntry entry : Collections.list(zip.entries())) {
                            if (!entry.isDirectory() && entry.getName().endsWith(".json")) {
                                try (InputStream in = zip.getInputStream(entry)) {
                                    add(in.readAllBytes(), out, zips, indexes, seen, leftOut);
                                }
                            }
                        }
                    }
                } else {
                    add(Files.readAllBytes(file), out, zips, indexes, seen, leftOut);
                }
            }
        } finally {
            for (ZipOutputStream zip : zips.values()) {
                zip.close();
            }
        }
        Map<String, Long> counts = new TreeMap<>();
        for (Map.Entry<String, List<String>> index : indexes.entrySet()) {
            writeIndex(out.resolve(index.getKey()), index.getValue());
            counts.put(index.getKey(), (long) index.getValue().size());
        }
        Files.writeString(out.resolve("ecosystems.txt"), String.join("\n", indexes.keySet()) + "\n");
        return new Written(counts, leftOut[0]);
    }

    /** The index of an ecosystem: its lines sorted newest first, as the bucket writes it. */
    static void writeIndex(Path ecosystem, List<String> lines) throws IOException {
        List<String> sorted = new ArrayList<>(lines);
        sorted.sort(Comparator.reverseOrder());
        Files.writeString(ecosystem.resolve("modified_id.csv"), String.join("\n", sorted) + "\n",
                StandardCharsets.UTF_8);
    }

    static ZipEntry entry(String id) {
        ZipEntry entry = new ZipEntry(id + ".json");
        entry.setTimeLocal(ENTRY_TIME);
        return entry;
    }

    private void add(byte[] content, Path out, Map<String, ZipOutputStream> zips, Map<String, List<String>> indexes,
                     Set<String> seen, long[] leftOut) throws IOException {
        JsonNode record;
        try {
            record = json.readTree(content);
        } catch (JacksonException e) {
            leftOut[0]++;
            return;
        }
        String ecosystem = record.at("/affected/0/package/ecosystem").asText("");
        int colon = ecosystem.indexOf(':');
        ecosystem = colon < 0 ? ecosystem : ecosystem.substring(0, colon);
        String id = record.path("id").asText("");
        String modified = record.path("modified").asText("");
        if (ecosystem.isBlank() || ecosystem.startsWith(".") || ecosystem.contains("/") || id.isEmpty()
                || modified.isEmpty() || !seen.add(ecosystem + "/" + id)) {
            leftOut[0]++;
            return;
        }
        ZipOutputStream zip = zips.get(ecosystem);
        if (zip == null) {
            Path folder = Files.createDirectories(out.resolve(ecosystem));
            zip = new ZipOutputStream(new BufferedOutputStream(Files.newOutputStream(folder.resolve("all.zip")),
                    1 << 16));
            zips.put(ecosystem, zip);
        }
        zip.putNextEntry(entry(id));
        zip.write(content);
        zip.closeEntry();
        indexes.computeIfAbsent(ecosystem, key -> new ArrayList<>()).add(modified + "," + id);
    }

    private static List<Path> inputs(Path records) throws IOException {
        try (Stream<Path> tree = Files.walk(records)) {
            return tree.filter(Files::isRegularFile)
                    .filter(file -> file.toString().endsWith(".zip") || file.toString().endsWith(".json"))
                    .sorted().toList();
        }
    }
}
