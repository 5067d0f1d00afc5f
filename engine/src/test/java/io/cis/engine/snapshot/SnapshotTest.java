package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.VersionRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.DBOptions;
import org.rocksdb.RocksDB;

class SnapshotTest {

    private final ValueCodec codec = new ValueCodec();

    @TempDir
    Path temp;

    @Test
    void opensWhatTheCoreWriterWroteAndReadsEveryTableBack() throws Exception {
        SampleSnapshot sample = new SampleSnapshot();
        for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
            sample.put(table.domain(), bytes("key of " + table.columnFamily()), bytes("{\"in\":\"" + table.columnFamily() + "\"}"));
        }
        try (Snapshot snapshot = Snapshot.open(sample.writeTo(temp.resolve("every-table")))) {
            for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
                assertThat(snapshot.has(table.domain())).isTrue();
                assertThat(snapshot.get(table.domain(), bytes("key of " + table.columnFamily())))
                        .hasValueSatisfying(value -> assertThat(new String(value, StandardCharsets.UTF_8))
                                .isEqualTo("{\"in\":\"" + table.columnFamily() + "\"}"));
                // a key of another table is not in this one
                assertThat(snapshot.get(table.domain(), bytes("key of nothing"))).isEmpty();
            }
            assertThat(snapshot.domainSizes()).extracting(DomainSize::entries).containsOnly(1L);
            assertThat(snapshot.manifest().schemaVersion()).isEqualTo(SnapshotSchema.VERSION.toString());
            assertThat(snapshot.damage()).isEmpty();
            snapshot.verifyBlockChecksums();
        }
    }

    @Test
    void readsTheSampleCatalogAsItWasStored() throws Exception {
        SampleSnapshot sample = new SampleSnapshot().withSampleCatalog();
        assertThat(sample.components()).hasSizeGreaterThan(1);
        try (Snapshot snapshot = Snapshot.open(sample.writeTo(temp.resolve("catalog")))) {
            for (ComponentRecord written : sample.components().values()) {
                byte[] stored = snapshot.get(Domain.COMPONENTS, ComponentKeys.component(written.purl())).orElseThrow();
                assertThat(codec.decode(stored, ComponentRecord.class)).isEqualTo(written);
                for (String version : written.versions()) {
                    VersionRecord record = codec.decode(snapshot.get(Domain.VERSIONS,
                            ComponentKeys.version(written.purl(), version)).orElseThrow(), VersionRecord.class);
                    assertThat(record.version()).isEqualTo(version);
                }
            }
            assertThat(snapshot.has(Domain.RELEASE_NOTES)).as("an empty table is still a column family").isTrue();
            assertThat(snapshot.get(Domain.RELEASE_NOTES, bytes("pkg:gem/tablestyle"))).isEmpty();
        }
    }

    @Test
    void scanVisitsOneComponentsVersionsInKeyOrderAndStopsAtItsPrefix() throws Exception {
        SampleSnapshot sample = new SampleSnapshot().withSampleCatalog();
        ComponentRecord first = sample.components().values().iterator().next();
        byte[] prefix = ComponentKeys.version(first.purl(), "");
        List<String> seen = new ArrayList<>();
        try (Snapshot snapshot = Snapshot.open(sample.writeTo(temp.resolve("scan")))) {
            snapshot.scan(Domain.VERSIONS, prefix, 1000, (key, value) -> seen.add(codec.decode(value, VersionRecord.class).version()));
            assertThat(seen).containsExactlyInAnyOrderElementsOf(first.versions());
            assertThat(seen).isSortedAccordingTo((a, b) -> java.util.Arrays.compareUnsigned(bytes(a), bytes(b)));
            List<String> bounded = new ArrayList<>();
            snapshot.scan(Domain.VERSIONS, prefix, 2, (key, value) -> bounded.add("one"));
            assertThat(bounded).hasSize(Math.min(2, first.versions().size()));
        }
    }

    @Test
    void holdsOnlyTheTopLevelOfALargeTablesIndexAndFilterInMemoryAndStillFindsEveryKey() throws Exception {
        int versions = 200_000;
        SampleSnapshot sample = new SampleSnapshot();
        for (int i = 0; i < versions; i++) {
            sample.put(Domain.VERSIONS, versionKey(i), bytes("{\"version\":\"" + versionKeySuffix(i) + "\"}"));
        }
        try (Snapshot snapshot = Snapshot.open(sample.writeTo(temp.resolve("large")))) {
            // held whole, the bloom filter alone would take its bits per key for every key
            long wholeFilter = (long) versions * TableOptions.BLOOM_BITS_PER_KEY / 8;
            assertThat(snapshot.tableReaderBytes()).isPositive().isLessThan(wholeFilter / 20);
            for (int i = 0; i < versions; i += 997) {
                String expected = "{\"version\":\"" + versionKeySuffix(i) + "\"}";
                assertThat(snapshot.get(Domain.VERSIONS, versionKey(i)).map(value -> new String(value, StandardCharsets.UTF_8)))
                        .hasValue(expected);
            }
            assertThat(snapshot.get(Domain.VERSIONS, versionKey(versions))).isEmpty();
            assertThat(snapshot.get(Domain.VERSIONS, bytes("pkg:npm/absent"))).isEmpty();
        }
    }

    private static byte[] versionKey(int i) {
        return ComponentKeys.version("pkg:npm/component-" + (i / 10), versionKeySuffix(i));
    }

    private static String versionKeySuffix(int i) {
        return String.valueOf(i);
    }

    @Test
    void refusesAnotherSchemaMajorNamingTheOneItReads() throws Exception {
        Path dir = new SampleSnapshot().withSampleCatalog().schemaVersion("2.0.0").writeTo(temp.resolve("major"));
        assertThatThrownBy(() -> Snapshot.open(dir)).isInstanceOf(SnapshotRejectedException.class)
                .hasMessageContaining("2.0.0").hasMessageContaining("reads " + SnapshotSchema.VERSION.major() + ".x.x");
    }

    @Test
    void opensAnOlderMinorWithoutTheTablesAddedSince() throws Exception {
        Path dir = new SampleSnapshot().withSampleCatalog().writeTo(temp.resolve("older"));
        dropColumnFamilies(dir, "cpe_vulnerabilities", "distro_releases");
        SampleSnapshot.writeManifest(dir, "1.7.0");
        try (Snapshot snapshot = Snapshot.open(dir)) {
            assertThat(snapshot.has(Domain.DISTRO_RELEASES)).isFalse();
            assertThat(snapshot.get(Domain.DISTRO_RELEASES, bytes("debian:12"))).isEmpty();
            assertThat(snapshot.has(Domain.VULNERABILITY_IDS)).isTrue();
        }
    }

    @Test
    void refusesASnapshotLackingATableItsSchemaVersionHas() throws Exception {
        Path dir = new SampleSnapshot().withSampleCatalog().writeTo(temp.resolve("missing"));
        dropColumnFamilies(dir, "versions");
        SampleSnapshot.writeManifest(dir, SnapshotSchema.VERSION.toString());
        assertThatThrownBy(() -> Snapshot.open(dir)).isInstanceOf(SnapshotRejectedException.class)
                .hasMessageContaining("versions").hasMessageContaining("lacks");
    }

    @Test
    void refusesAManifestThatIsNotJson() throws Exception {
        Path dir = new SampleSnapshot().withSampleCatalog().writeTo(temp.resolve("corrupt-manifest"));
        Files.writeString(dir.resolve(Manifest.FILE_NAME), "{\"schema_version\": \"1.8.0\", \"files\": {");
        assertThatThrownBy(() -> Snapshot.open(dir)).isInstanceOf(SnapshotRejectedException.class)
                .hasMessageContaining(Manifest.FILE_NAME);
    }

    @Test
    void refusesATableFileChangedAfterTheManifestWasWrittenNamingIt() throws Exception {
        Path dir = new SampleSnapshot().withSampleCatalog().writeTo(temp.resolve("changed"));
        String sst = new ManifestReader().read(dir).files().keySet().stream().filter(n -> n.endsWith(".sst"))
                .findFirst().orElseThrow();
        byte[] bytes = Files.readAllBytes(dir.resolve(sst));
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(dir.resolve(sst), bytes);
        assertThatThrownBy(() -> Snapshot.open(dir)).isInstanceOf(SnapshotRejectedException.class)
                .hasMessageContaining(sst);
    }

    /** Drops column families as an older or damaged writer would have left them out. */
    private static void dropColumnFamilies(Path dir, String... names) throws Exception {
        RocksLibrary.load();
        List<ColumnFamilyDescriptor> descriptors = new ArrayList<>();
        descriptors.add(new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY));
        for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
            descriptors.add(new ColumnFamilyDescriptor(table.domain().columnFamilyBytes()));
        }
        List<ColumnFamilyHandle> handles = new ArrayList<>();
        try (QuietRocksLogger logger = new QuietRocksLogger(); DBOptions options = new DBOptions().setLogger(logger);
             RocksDB db = RocksDB.open(options, dir.toString(), descriptors, handles)) {
            for (String name : names) {
                int index = SnapshotSchema.TABLES.indexOf(SnapshotSchema.table(name).orElseThrow());
                db.dropColumnFamily(handles.get(index + 1));
            }
            handles.forEach(ColumnFamilyHandle::close);
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
