package io.cis.loader.feeds.osadl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.cis.engine.licenses.CopyleftClass;
import io.cis.engine.licenses.LicenseKeys;
import io.cis.engine.licenses.OsadlRecord;
import io.cis.engine.licenses.OsadlUseCase;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** OSADL's matrix and checklists become one record per license; expected values come from the sample files. */
class OsadlFeedTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper SORTED = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
    private static SnapshotTables tables;
    private static FeedResult result;
    private static JsonNode matrix;

    @BeforeAll
    static void loadSamples() throws Exception {
        tables = new SnapshotTables();
        result = load(SampleFeeds.root(), tables);
        matrix = JSON.readTree(SampleFeeds.osadl().resolve("matrix/matrixseqexpl.json").toFile());
    }

    private static FeedResult load(Path root, SnapshotTables into) throws FeedException {
        OsadlFeed feed = new OsadlFeed(CODEC);
        return feed.load(root, feed.locate(root).orElseThrow(), BuildSink.collecting(into));
    }

    private static OsadlRecord record(String id) {
        byte[] value = tables.entries(Domain.LICENSE_OSADL).get(LicenseKeys.of(id));
        assertThat(value).as(id).isNotNull();
        return CODEC.decode(value, OsadlRecord.class);
    }

    /** The matrix row's licenses with one of the verdicts, in file order. */
    private static List<String> matrixLicenses(String leading, String... verdicts) {
        List<String> names = new ArrayList<>();
        for (JsonNode row : matrix.path("licenses")) {
            if (row.path("name").asText().equals(leading)) {
                for (JsonNode cell : row.path("compatibilities")) {
                    if (Arrays.asList(verdicts).contains(cell.path("compatibility").asText())) {
                        names.add(cell.path("name").asText());
                    }
                }
            }
        }
        return names;
    }

    private static String checklistText(String file) throws IOException {
        return Files.readString(SampleFeeds.osadl().resolve("checklists").resolve(file));
    }

    /** A use case's tree in a published JSON form, as canonical JSON. */
    private static String publishedTree(String file, String license, String useCase) throws IOException {
        JsonNode tree = JSON.readTree(SampleFeeds.osadl().resolve("checklists").resolve(file).toFile())
                .path(license).path("USE CASE").path(useCase);
        return SORTED.writeValueAsString(SORTED.treeToValue(tree, Object.class));
    }

    @Test
    void findsTheFolderUnderTheFeedsRootOrAsTheRootItself() {
        OsadlFeed feed = new OsadlFeed(CODEC);
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.osadl().normalize());
        assertThat(feed.locate(SampleFeeds.osadl())).contains(SampleFeeds.osadl().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(result.path()).isEqualTo("osadl");
    }

    @Test
    void storesOneRecordPerLicenseOfTheMatrixOrTheChecklists() throws IOException {
        Set<String> ids = new LinkedHashSet<>();
        matrix.path("licenses").forEach(row -> ids.add(row.path("name").asText()));
        try (Stream<Path> files = Files.list(SampleFeeds.osadl().resolve("checklists"))) {
            files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".txt"))
                    .forEach(n -> ids.add(n.substring(0, n.length() - 4)));
        }
        assertThat(ids).hasSize(115);
        assertThat(result.records()).isEqualTo(ids.size());
        assertThat(tables.size(Domain.LICENSE_OSADL)).isEqualTo(ids.size());
        assertThat(result.skipped()).isEmpty();
        assertThat(result.feedDate()).isEqualTo(matrix.path("timestamp").asText().substring(0, 10)).isEqualTo("2024-11-04");
    }

    @Test
    void gplThreeOrLaterHasTheMatrixListsAndItsChecklist() throws IOException {
        OsadlRecord gpl = record("GPL-3.0-or-later");
        assertThat(gpl.osadl().copyleftClause()).isTrue();
        assertThat(gpl.osadl().patentHints()).isTrue();
        assertThat(gpl.osadl().compatibility()).isEqualTo(matrixLicenses("GPL-3.0-or-later", "Yes", "Same")).isNotEmpty();
        assertThat(gpl.osadl().dependingCompatibility()).isEqualTo(matrixLicenses("GPL-3.0-or-later", "Check dependency"))
                .containsExactly("AGPL-3.0-only", "AGPL-3.0-or-later");
        assertThat(gpl.osadl().incompatibility()).isEqualTo(matrixLicenses("GPL-3.0-or-later", "No"));
        assertThat(gpl.copyleftClass()).isEqualTo(CopyleftClass.COPYLEFT);
        assertThat(gpl.osadl().useCases()).extracting(OsadlUseCase::name).containsExactly("Source code delivery", "Binary delivery");
    }

    @Test
    void aUseCaseHasItsChecklistLinesAsTextAndThePublishedJsonTree() throws IOException {
        OsadlUseCase source = record("GPL-3.0-or-later").osadl().useCases().get(0);
        String text = checklistText("GPL-3.0-or-later.txt");
        String block = text.substring(text.indexOf("USE CASE Source code delivery\n") + "USE CASE Source code delivery\n".length(),
                text.indexOf("USE CASE Binary delivery"));
        assertThat(source.obligationText()).isEqualTo(block.stripTrailing().replaceAll("(?m)^\t", ""));
        assertThat(source.obligationText()).startsWith("YOU MUST Provide Copyright notices\n\tATTRIBUTE Highlighted");
        assertThat(source.obligationJson())
                .isEqualTo(publishedTree("GPL-3.0-or-later-reference.json", "GPL-3.0-or-later", "Source code delivery"));
    }

    @Test
    void theTextConverterBuildsThePublishedJsonFormOfBothSampleChecklists() throws Exception {
        OslocParser parser = new OslocParser(new ObligationJson());
        for (String[] sample : new String[][] {{"FTL", "FTL.json"}, {"GPL-3.0-or-later", "GPL-3.0-or-later-reference.json"}}) {
            Checklist converted = parser.parse(sample[0], checklistText(sample[0] + ".txt"));
            assertThat(converted.useCases()).isNotEmpty();
            for (ChecklistUseCase useCase : converted.useCases()) {
                assertThat(useCase.json()).as(sample[0] + " " + useCase.name())
                        .isEqualTo(publishedTree(sample[1], sample[0], useCase.name()));
            }
        }
    }

    @Test
    void mitIsNonCopyleftWithOneUseCaseForBothDeliveries() throws IOException {
        OsadlRecord mit = record("mit");
        assertThat(mit.id()).isEqualTo("MIT");
        assertThat(mit.osadl().copyleftClause()).isFalse();
        assertThat(mit.osadl().patentHints()).isFalse();
        assertThat(mit.copyleftClass()).isEqualTo(CopyleftClass.NON_COPYLEFT);
        assertThat(mit.osadl().useCases()).hasSize(1);
        OsadlUseCase both = mit.osadl().useCases().get(0);
        assertThat(both.name()).isEqualTo("Source code delivery OR Binary delivery");
        assertThat(both.obligationText()).isEqualTo(checklistText("MIT.txt").lines().skip(1)
                .map(line -> line.substring(1)).reduce((a, b) -> a + "\n" + b).orElseThrow());
        assertThat(both.obligationJson()).isEqualTo("{\"YOU MUST\":{\"Provide Copyright notices\":{},"
                + "\"Provide License text\":{},\"Provide Warranty disclaimer\":{}}}");
    }

    @Test
    void aLicenseOnlyTheMatrixDescribesIsClassedByTheMatrixExplanations() {
        OsadlRecord cddl = record("CDDL-1.0");
        assertThat(cddl.osadl().useCases()).isEmpty();
        assertThat(cddl.osadl().copyleftClause()).isFalse();
        assertThat(cddl.copyleftClass()).isEqualTo(CopyleftClass.COPYLEFT);
        assertThat(cddl.osadl().compatibility()).isEqualTo(matrixLicenses("CDDL-1.0", "Yes", "Same"));
        assertThat(record("Zlib").copyleftClass()).isEqualTo(CopyleftClass.NON_COPYLEFT);
        // their explanations call them neither, so OSADL's data does not class them
        assertThat(record("MS-PL").copyleftClass()).isEqualTo(CopyleftClass.UNCLASSIFIED);
        assertThat(record("OpenSSL").copyleftClass()).isEqualTo(CopyleftClass.UNCLASSIFIED);
    }

    @Test
    void aChecklistWithoutObligationsStillNamesItsUseCase() {
        OsadlRecord unlicense = record("Unlicense");
        assertThat(unlicense.osadl().useCases()).containsExactly(
                new OsadlUseCase("Source code delivery OR Binary delivery", "", "{}"));
    }

    @Test
    void aRemarkInParenthesesStaysInTheTextButNotInTheJson() {
        OsadlUseCase binary = record("GPL-3.0-only").osadl().useCases().stream()
                .filter(u -> u.name().equals("Binary delivery")).findFirst().orElseThrow();
        assertThat(binary.obligationText()).contains("YOU MUST Provide Installation information (Send-in solution)");
        assertThat(binary.obligationJson()).contains("\"Provide Installation information\":{}").doesNotContain("Send-in");
    }

    @Test
    void aChecklistThatBreaksTheSyntaxIsSkippedNamingTheLine(@TempDir Path dir) throws Exception {
        Path checklists = Files.createDirectories(dir.resolve("osadl/checklists"));
        Files.writeString(checklists.resolve("MIT.txt"), "USE CASE Source code delivery\n\tYOU MUST Provide License text\n\tOR\n");
        Files.copy(SampleFeeds.osadl().resolve("checklists/FTL.txt"), checklists.resolve("FTL.txt"));
        SnapshotTables own = new SnapshotTables();
        FeedResult partial = load(dir, own);
        assertThat(partial.records()).isEqualTo(1);
        assertThat(partial.skipped()).containsExactly(new SkippedRecord(checklists.resolve("MIT.txt").toString(), "MIT",
                "line 3: OR without EITHER at the same indentation"));
    }

    @Test
    void aJsonFileThatIsNoChecklistIsListedAndTheSchemaPassedOver(@TempDir Path dir) throws Exception {
        Path checklists = Files.createDirectories(dir.resolve("osadl/checklists"));
        Files.copy(SampleFeeds.osadl().resolve("checklists/FTL.txt"), checklists.resolve("FTL.txt"));
        Files.copy(SampleFeeds.osadl().resolve("checklists/osloc-schema.json"), checklists.resolve("osloc-schema.json"));
        Files.writeString(checklists.resolve("notes.json"), "{\"FTL\": \"see the text\"}");
        FeedResult partial = load(dir, new SnapshotTables());
        assertThat(partial.skipped()).extracting(SkippedRecord::file).containsExactly(checklists.resolve("notes.json").toString());
    }

    @Test
    void aMatrixCellWithAnUnknownVerdictSkipsItsLicense(@TempDir Path dir) throws Exception {
        Path matrixDir = Files.createDirectories(dir.resolve("osadl/matrix"));
        Files.writeString(matrixDir.resolve("matrixseqexpl.json"), """
                {"timestamp": "2024-11-04T13:45:00+0000", "licenses": [
                  {"name": "MIT", "compatibilities": [{"name": "MIT", "compatibility": "Same", "explanation": "n.a."}]},
                  {"name": "Zlib", "compatibilities": [{"name": "MIT", "compatibility": "Maybe", "explanation": ""}]}]}
                """);
        SnapshotTables own = new SnapshotTables();
        FeedResult partial = load(dir, own);
        assertThat(partial.records()).isEqualTo(1);
        assertThat(partial.skipped()).extracting(SkippedRecord::id).containsExactly("Zlib");
    }

    @Test
    void aMatrixOrChecklistFileThatIsNotJsonStopsTheBuildNamingIt(@TempDir Path dir) throws Exception {
        Path matrixFile = Files.createDirectories(dir.resolve("a/osadl/matrix")).resolve("matrixseqexpl.json");
        Files.writeString(matrixFile, "{\"licenses\": [");
        assertThatThrownBy(() -> load(dir.resolve("a"), new SnapshotTables()))
                .isInstanceOf(FeedException.class).hasMessageContaining(matrixFile.toString());
        Files.writeString(matrixFile, "{\"timestamp\": \"2024-11-04\"}");
        assertThatThrownBy(() -> load(dir.resolve("a"), new SnapshotTables()))
                .isInstanceOf(FeedException.class).hasMessageContaining("licenses");
        Path checklist = Files.createDirectories(dir.resolve("b/osadl/checklists")).resolve("FTL.json");
        Files.writeString(checklist, "{\"FTL\": {\"USE CASE\": {}}} trailing");
        Files.writeString(checklist.resolveSibling("FTL.txt"), "USE CASE Source code delivery\n");
        assertThatThrownBy(() -> load(dir.resolve("b"), new SnapshotTables()))
                .isInstanceOf(FeedException.class).hasMessageContaining(checklist.toString());
    }
}
