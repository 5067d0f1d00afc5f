package io.cis.engine.snapshot;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.VersionRecord;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.version.VersionSchemes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.rocksdb.RocksDBException;

/**
 * Snapshots for the read side's tests, written through the engine's own {@link SnapshotDatabaseWriter} (the loader's
 * writer uses the same): the catalog tables from the repository's sample catalog feed
 * ({@code dist/src/demo/feeds/catalog/scanoss-components.jsonl}, provenance in its NOTICE.md), plus any raw entries a
 * test adds.
 */
public final class SampleSnapshot {

    /** A build time safely in the past, so no reader's clock refuses it. */
    public static final String CREATED_AT = "2025-06-01T12:00:00Z";

    private final ValueCodec codec = new ValueCodec();
    private final Map<Domain, NavigableMap<byte[], byte[]>> tables = new EnumMap<>(Domain.class);
    private final Map<String, ComponentRecord> components = new LinkedHashMap<>();
    private String schemaVersion = SnapshotSchema.VERSION.toString();

    public static Path sampleFeeds() {
        String configured = System.getProperty("cis.sample.feeds");
        Path root = configured != null ? Path.of(configured) : Path.of("..", "dist", "src", "demo", "feeds");
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("sample feeds not found at " + root.toAbsolutePath());
        }
        return root;
    }

    /** The components and versions of the sample catalog feed, as the catalog tables store them. */
    public SampleSnapshot withSampleCatalog() throws IOException, InvalidPurlException {
        ObjectMapper mapper = new ObjectMapper();
        Map<PurlKey, JsonNode> componentLines = new LinkedHashMap<>();
        Map<PurlKey, Map<String, JsonNode>> versionLines = new LinkedHashMap<>();
        for (String line : Files.readAllLines(sampleFeeds().resolve("catalog").resolve("scanoss-components.jsonl"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            JsonNode node = mapper.readTree(line);
            ParsedPurl purl = PurlParser.parse(node.get("purl").asText());
            switch (node.get("kind").asText()) {
                case "component" -> componentLines.put(purl.key(), node);
                case "version" -> versionLines.computeIfAbsent(purl.key(), k -> new LinkedHashMap<>())
                        .put(purl.version(), node);
                default -> { }
            }
        }
        for (Map.Entry<PurlKey, JsonNode> component : componentLines.entrySet()) {
            PurlKey key = component.getKey();
            JsonNode c = component.getValue();
            Map<String, JsonNode> versions = versionLines.getOrDefault(key, Map.of());
            List<String> sorted = VersionSchemes.forEcosystem(key.ecosystem()).sort(versions.keySet());
            ComponentRecord record = new ComponentRecord(key.canonical(), c.path("name").asText(), "", "",
                    c.path("status").asText(), c.path("first_indexed_date").asText(),
                    c.path("last_indexed_date").asText(), sorted);
            components.put(key.canonical(), record);
            put(Domain.COMPONENTS, key.bytes(), codec.encode(record));
            put(Domain.COMPONENT_NAMES, ComponentKeys.nameIndex(record.name(), key.canonical()), new byte[0]);
            for (Map.Entry<String, JsonNode> version : versions.entrySet()) {
                JsonNode v = version.getValue();
                VersionRecord stored = new VersionRecord(version.getKey(), v.path("release_date").asText(),
                        v.path("status").asText(), v.path("status_change_date").asText(), v.path("indexed_date").asText(),
                        v.path("check_date").asText(), v.path("license").asText(""), List.of());
                put(Domain.VERSIONS, ComponentKeys.version(key.canonical(), version.getKey()), codec.encode(stored));
            }
        }
        return this;
    }

    /** The component records written, by canonical purl, in the feed's order. */
    public Map<String, ComponentRecord> components() {
        return components;
    }

    public SampleSnapshot put(Domain domain, byte[] key, byte[] value) {
        tables.computeIfAbsent(domain, d -> new TreeMap<>(Arrays::compareUnsigned)).put(key, value);
        return this;
    }

    /** The schema version the manifest states (the current one unless told). */
    SampleSnapshot schemaVersion(String version) {
        this.schemaVersion = version;
        return this;
    }

    /** Writes the database and its manifest into {@code directory} (created here). */
    public Path writeTo(Path directory) throws IOException {
        Files.createDirectories(directory);
        new SnapshotDatabaseWriter().write(new TableContent() {
            @Override
            public boolean isEmpty(Domain domain) {
                return !tables.containsKey(domain);
            }

            @Override
            public void forEach(Domain domain, EntrySink sink) throws RocksDBException {
                for (Map.Entry<byte[], byte[]> entry : tables.get(domain).entrySet()) {
                    sink.put(entry.getKey(), entry.getValue());
                }
            }
        }, directory);
        writeManifest(directory, schemaVersion);
        return directory;
    }

    /** Writes the manifest of the directory's files as they are now, stating {@code schemaVersion}. */
    static void writeManifest(Path directory, String schemaVersion) throws IOException {
        Manifest described = Manifest.describing(directory, CREATED_AT, List.of());
        Manifest manifest = new Manifest(schemaVersion, described.createdAt(), described.feeds(), described.files());
        Files.write(directory.resolve(Manifest.FILE_NAME), new ValueCodec().encodePretty(manifest));
    }
}
