package io.cis.bench.fetch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;

/**
 * The export a while later: {@code changed} records drawn at random (a fixed seed) are modified a day after the
 * export's newest record, as the bucket republishes a record that changed. The ecosystems they are in get a new
 * {@code all.zip} (the other entries copied as they are, compressed bytes and all) and a new index; the others are
 * linked unchanged.
 */
final class OsvExportChange {

    private final ObjectMapper json = new ObjectMapper();

    /** Writes the changed copy of {@code before} into {@code after}; returns the ids changed per ecosystem. */
    Map<String, Set<String>> write(Path before, Path after, int changed, long seed) throws IOException {
        Map<String, List<String>> indexes = new TreeMap<>();
        List<String[]> all = new ArrayList<>();
        Instant newest = Instant.EPOCH;
        for (String ecosystem : Files.readAllLines(before.resolve("ecosystems.txt"))) {
            if (ecosystem.isBlank()) {
                continue;
            }
            List<String> lines = Files.readAllLines(before.resolve(ecosystem).resolve("modified_id.csv"));
            indexes.put(ecosystem, lines);
            for (String line : lines) {
                int comma = line.indexOf(',');
                all.add(new String[] {ecosystem, line.substring(comma + 1)});
                Instant modified = OffsetDateTime.parse(line.substring(0, comma)).toInstant();
                newest = modified.isAfter(newest) ? modified : newest;
            }
        }
        Random random = new Random(seed);
        Map<String, Set<String>> picked = new TreeMap<>();
        for (int drawn = 0; drawn < Math.min(changed, all.size()); ) {
            String[] record = all.get(random.nextInt(all.size()));
            if (picked.computeIfAbsent(record[0], key -> new TreeSet<>()).add(record[1])) {
                drawn++;
            }
        }
        String modified = newest.plus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).toString();
        Files.createDirectories(after);
        Files.createLink(after.resolve("ecosystems.txt"), before.resolve("ecosystems.txt"));
        for (Map.Entry<String, List<String>> index : indexes.entrySet()) {
            Path from = before.resolve(index.getKey());
            Path into = Files.createDirectories(after.resolve(index.getKey()));
            Set<String> ids = picked.getOrDefault(index.getKey(), Set.of());
            if (ids.isEmpty()) {
                try (Stream<Path> files = Files.list(from)) {
                    for (Path file : files.toList()) {
                        Files.createLink(into.resolve(file.getFileName()), file);
                    }
                }
                continue;
            }
            rewrite(from.resolve("all.zip"), into.resolve("all.zip"), ids, modified);
            List<String> lines = new ArrayList<>();
            for (String line : index.getValue()) {
                String id = line.substring(line.indexOf(',') + 1);
                lines.add(ids.contains(id) ? modified + "," + id : line);
            }
            OsvExport.writeIndex(into, lines);
        }
        return picked;
    }

    private void rewrite(Path zip, Path rewritten, Set<String> ids, String modified) throws IOException {
        Set<String> names = new TreeSet<>();
        ids.forEach(id -> names.add(id + ".json"));
        try (ZipFile kept = ZipFile.builder().setPath(zip).get();
             ZipArchiveOutputStream out = new ZipArchiveOutputStream(rewritten)) {
            kept.copyRawEntries(out, entry -> !names.contains(entry.getName()));
            for (String name : names) {
                ZipArchiveEntry entry = kept.getEntry(name);
                ObjectNode record;
                try (InputStream in = kept.getInputStream(entry)) {
                    record = (ObjectNode) json.readTree(in);
                }
                record.put("modified", modified);
                ZipArchiveEntry changed = new ZipArchiveEntry(name);
                changed.setTime(entry.getTime());
                out.putArchiveEntry(changed);
                out.write(json.writeValueAsString(record).getBytes(StandardCharsets.UTF_8));
                out.closeArchiveEntry();
            }
        }
    }
}
