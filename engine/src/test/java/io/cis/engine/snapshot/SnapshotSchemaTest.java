package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SnapshotSchemaTest {

    private static final Path FORMAT_DOC = Path.of("..", "docs", "snapshot-format.md");

    @Test
    void everyDomainIsOneTableInDomainOrderSoColumnFamiliesAreCreatedInAFixedOrder() {
        assertThat(SnapshotSchema.TABLES).extracting(SnapshotSchema.Table::domain).containsExactly(Domain.values());
        assertThat(SnapshotSchema.TABLES).extracting(SnapshotSchema.Table::columnFamily).doesNotHaveDuplicates();
    }

    @Test
    void theSchemaVersionIsTheLastChangeAndEveryTableWasAddedByARecordedChange() {
        List<SchemaVersion> changes = SnapshotSchema.CHANGES.stream().map(SnapshotSchema.Change::version).toList();
        assertThat(changes.get(changes.size() - 1)).isEqualTo(SnapshotSchema.VERSION).isEqualTo(SchemaVersion.CURRENT);
        assertThat(SnapshotSchema.TABLES).allSatisfy(table -> assertThat(changes).contains(table.since()));
        for (SnapshotSchema.Table table : SnapshotSchema.TABLES) {
            SnapshotSchema.Change added = SnapshotSchema.CHANGES.get(changes.indexOf(table.since()));
            assertThat(added.summary()).as(table.columnFamily()).contains(table.columnFamily());
        }
    }

    @Test
    void aSnapshotHoldsTheTablesOfItsMinorAndEarlierOnes() {
        assertThat(SnapshotSchema.tablesOf(new SchemaVersion(1, 0, 0))).extracting(SnapshotSchema.Table::domain)
                .containsExactly(Domain.LICENSES, Domain.LICENSE_EXCEPTIONS);
        assertThat(SnapshotSchema.tablesOf(new SchemaVersion(1, 7, 3))).extracting(SnapshotSchema.Table::domain)
                .contains(Domain.VULNERABILITY_IDS, Domain.LICENSE_OSADL)
                .doesNotContain(Domain.CPE_VULNERABILITIES, Domain.DISTRO_RELEASES);
        // a newer minor holds every table this code knows (and maybe more)
        assertThat(SnapshotSchema.tablesOf(new SchemaVersion(1, 42, 0))).isEqualTo(SnapshotSchema.TABLES);
        assertThat(SnapshotSchema.holds(new SchemaVersion(1, 8, 0), Domain.DISTRO_RELEASES)).isTrue();
        assertThat(SnapshotSchema.holds(new SchemaVersion(1, 7, 0), Domain.DISTRO_RELEASES)).isFalse();
    }

    @Test
    void theFormatDocumentListsTheSameRevisionsAndTheCurrentVersionInItsTitle() throws IOException {
        String doc = Files.readString(FORMAT_DOC);
        assertThat(doc).contains("# Snapshot format (schema " + SnapshotSchema.VERSION + ")");
        String history = doc.substring(doc.indexOf("## Schema history"));
        history = history.substring(0, history.indexOf("\n\n", history.indexOf("| version")));
        Matcher row = Pattern.compile("(?m)^\\| (\\d+\\.\\d+\\.\\d+) \\|").matcher(history);
        List<SchemaVersion> documented = row.results().map(m -> SchemaVersion.parse(m.group(1))).toList();
        assertThat(documented).isEqualTo(SnapshotSchema.CHANGES.stream().map(SnapshotSchema.Change::version).toList());
    }

    @Test
    void theFormatDocumentDescribesEveryColumnFamilyAndNoOther() throws IOException {
        String doc = Files.readString(FORMAT_DOC);
        String tables = doc.substring(doc.indexOf("| column family | key | value |"), doc.indexOf("## Schema history"));
        Matcher row = Pattern.compile("(?m)^\\| `([a-z_]+)` \\|").matcher(tables);
        List<String> documented = row.results().map(m -> m.group(1)).filter(name -> !name.equals("default")).toList();
        assertThat(documented).containsExactlyInAnyOrderElementsOf(
                Arrays.stream(Domain.values()).map(Domain::columnFamily).toList());
    }
}
