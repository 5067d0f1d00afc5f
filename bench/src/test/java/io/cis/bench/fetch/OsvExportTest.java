package io.cis.bench.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The export the fetch benchmark serves, laid out from the sample feeds' copy of the OSV bucket: every record in the
 * zip of its first affected package's ecosystem byte for byte, each index line its record's {@code modified} and id;
 * and the update changes exactly the records it names, in their zips and indexes.
 */
class OsvExportTest {

    private static final Path BUCKET = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"))
            .resolve("osv/osv-vulnerabilities");

    private final ObjectMapper json = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void everyRecordIsInItsEcosystemsZipAndIndexAndTheUpdateChangesTheOnesItNames() throws Exception {
        OsvExport.Written written = new OsvExport().write(BUCKET, dir.resolve("before"));

        Map<String, byte[]> samples = new TreeMap<>();
        try (Stream<Path> files = Files.walk(BUCKET)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".json")).toList()) {
                byte[] record = Files.readAllBytes(file);
                // filed under its first affected package's ecosystem, before any ':' (the bucket files some elsewhere)
                String ecosystem = json.readTree(record).at("/affected/0/package/ecosystem").asText().split(":")[0];
                samples.put(ecosystem + "/" + file.getFileName(), record);
            }
        }
        assertThat(written.total()).isEqualTo(samples.size()).isPositive();
        assertThat(Files.readAllLines(dir.resolve("before/ecosystems.txt"))).containsExactlyElementsOf(
                written.records().keySet());
        Map<String, byte[]> zipped = entries(dir.resolve("before"), written.records().keySet());
        assertThat(zipped.keySet()).isEqualTo(samples.keySet());
        samples.forEach((name, bytes) -> assertThat(zipped.get(name)).as(name).isEqualTo(bytes));
        for (String ecosystem : written.records().keySet()) {
            Path index = dir.resolve("before").resolve(ecosystem).resolve("modified_id.csv");
            for (String line : Files.readAllLines(index)) {
                String id = line.substring(line.indexOf(',') + 1);
                assertThat(line).isEqualTo(json.readTree(zipped.get(ecosystem + "/" + id + ".json")).get("modified")
                        .asText() + "," + id);
            }
        }

        Map<String, Set<String>> changed = new OsvExportChange().write(dir.resolve("before"), dir.resolve("after"), 2,
                1);

        Map<String, byte[]> after = entries(dir.resolve("after"), written.records().keySet());
        assertThat(after.keySet()).isEqualTo(zipped.keySet());
        long differ = after.keySet().stream().filter(name -> !Arrays.equals(after.get(name),
                zipped.get(name))).count();
        assertThat(differ).isEqualTo(2);
        changed.forEach((ecosystem, ids) -> ids.forEach(id -> assertThat(after.get(ecosystem + "/" + id + ".json"))
                .as(id).isNotEqualTo(zipped.get(ecosystem + "/" + id + ".json"))));
    }

    private static Map<String, byte[]> entries(Path export, Set<String> ecosystems) throws Exception {
        Map<String, byte[]> entries = new TreeMap<>();
        for (String ecosystem : ecosystems) {
            try (ZipFile zip = new ZipFile(export.resolve(ecosystem).resolve("all.zip").toFile())) {
                for (ZipEntry entry : Collections.list(zip.entries())) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        entries.put(ecosystem + "/" + entry.getName(), in.readAllBytes());
                    }
                }
            }
        }
        return entries;
    }
}
