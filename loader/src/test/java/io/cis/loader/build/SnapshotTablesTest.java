package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.snapshot.Domain;
import io.cis.loader.spill.SortedEntries;
import io.cis.loader.spill.SpillSpace;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotTablesTest {

    @TempDir
    Path dir;

    @Test
    void aKeyStoredTwiceIsReportedWhenTheDomainIsReadEvenWhenTheCopiesWereSpilledApart() {
        try (SnapshotTables tables = new SnapshotTables(new SpillSpace(dir, 512))) {
            tables.put(Domain.VERSIONS, ComponentKeys.version("pkg:npm/express", "4.18.2"), new byte[] {1});
            for (int i = 0; i < 100; i++) {
                tables.put(Domain.VERSIONS, ComponentKeys.version("pkg:npm/express", "4.0." + i), new byte[] {2});
            }
            tables.put(Domain.VERSIONS, ComponentKeys.version("pkg:npm/express", "4.18.2"), new byte[] {3});
            assertThatThrownBy(() -> tables.entries(Domain.VERSIONS))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("duplicate key in versions")
                    .hasMessageContaining("4.18.2");
        }
    }

    @Test
    void sizeAndReadingSeeSpilledEntries() {
        try (SnapshotTables tables = new SnapshotTables(new SpillSpace(dir, 256))) {
            for (int i = 0; i < 50; i++) {
                tables.put(Domain.LICENSES, ("license-" + i).getBytes(StandardCharsets.UTF_8), new byte[] {1});
            }
            assertThat(tables.size(Domain.LICENSES)).isEqualTo(50);
            assertThat(tables.entries(Domain.LICENSES)).hasSize(50)
                    .containsKey("license-0".getBytes(StandardCharsets.UTF_8))
                    .containsKey("license-49".getBytes(StandardCharsets.UTF_8));
            assertThat(tables.entries(Domain.CPES)).isEmpty();
            try (SortedEntries each = tables.each(Domain.LICENSES)) {
                assertThat(new String(each.next().key(), StandardCharsets.UTF_8)).isEqualTo("license-0");
            }
        }
    }

    @Test
    void drainingADomainReadsItOnceInKeyOrderThenEmptiesItAndDeletesWhatItSpilled() throws Exception {
        Path spill = dir.resolve("spill");
        try (SnapshotTables tables = new SnapshotTables(new SpillSpace(spill, 256))) {
            for (int i = 49; i >= 0; i--) {
                tables.put(Domain.LICENSES, String.format("license-%02d", i).getBytes(StandardCharsets.UTF_8), new byte[] {1});
            }
            tables.put(Domain.CPES, "pkg:npm/left-pad".getBytes(StandardCharsets.UTF_8), new byte[] {2});
            try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(spill)) {
                assertThat(files.map(file -> file.getFileName().toString())).anyMatch(name -> name.startsWith("licenses-"));
            }
            java.util.List<String> drained = new java.util.ArrayList<>();
            try (SortedEntries each = tables.drain(Domain.LICENSES)) {
                each.forEachRemaining(entry -> drained.add(new String(entry.key(), StandardCharsets.UTF_8)));
            }
            assertThat(drained).hasSize(50).isSorted().startsWith("license-00");
            assertThat(tables.size(Domain.LICENSES)).isZero();
            assertThat(tables.entries(Domain.LICENSES)).isEmpty();
            try (java.util.stream.Stream<Path> files = java.nio.file.Files.list(spill)) {
                assertThat(files.map(file -> file.getFileName().toString()))
                        .as("only the other domain's runs are left").allMatch(name -> name.startsWith("cpes-"));
            }
            assertThat(tables.entries(Domain.CPES)).hasSize(1);
        }
    }

    @Test
    void putIfAbsentRefusesAKeyItAlreadyStoredAndKeepsTheFirstValue() {
        try (SnapshotTables tables = new SnapshotTables(new SpillSpace(dir, 256))) {
            byte[] key = ComponentKeys.version("pkg:github/expressjs/express", "4.18.2");
            assertThat(tables.putIfAbsent(Domain.RELEASE_NOTES, key, new byte[] {1})).isTrue();
            for (int i = 0; i < 30; i++) {
                tables.putIfAbsent(Domain.RELEASE_NOTES, ComponentKeys.version("pkg:github/expressjs/express", "4.0." + i),
                        new byte[] {2});
            }
            assertThat(tables.putIfAbsent(Domain.RELEASE_NOTES, key.clone(), new byte[] {3})).isFalse();
            assertThat(tables.entries(Domain.RELEASE_NOTES)).hasSize(31).containsEntry(key, new byte[] {1});
            assertThatThrownBy(() -> tables.put(Domain.RELEASE_NOTES, key, new byte[] {4}))
                    .isInstanceOf(IllegalStateException.class);
        }
    }
}
