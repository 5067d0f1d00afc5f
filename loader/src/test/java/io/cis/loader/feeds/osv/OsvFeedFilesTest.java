package io.cis.loader.feeds.osv;

import static io.cis.loader.feeds.osv.OsvFeedTest.GHSA;
import static io.cis.loader.feeds.osv.OsvFeedTest.GO;
import static io.cis.loader.feeds.osv.OsvFeedTest.JSON;
import static io.cis.loader.feeds.osv.OsvFeedTest.LOG4SHELL;
import static io.cis.loader.feeds.osv.OsvFeedTest.LOGURU_WITHDRAWN;
import static io.cis.loader.feeds.osv.OsvFeedTest.NODE_POLICY;
import static io.cis.loader.feeds.osv.OsvFeedTest.PYPA;
import static io.cis.loader.feeds.osv.OsvFeedTest.REQUESTS_PROXY_AUTH;
import static io.cis.loader.feeds.osv.OsvFeedTest.RUST_TIME;
import static io.cis.loader.feeds.osv.OsvFeedTest.advisory;
import static io.cis.loader.feeds.osv.OsvFeedTest.recordFiles;
import static io.cis.loader.feeds.osv.OsvFeedTest.sink;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.vulnerabilities.AdvisoryFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import io.cis.loader.vulnerabilities.RangeEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The OSV feed over trees built in a temporary folder from real sample records: zips, broken files, skips. */
class OsvFeedFilesTest {

    private static FeedResult load(Path location, CollectedVulnerabilities into) throws FeedException {
        return new OsvFeed().load(location, location, sink(into));
    }

    /** Copies a sample file into the same relative place under {@code osv}. */
    private static Path copy(Path osv, String sample) throws IOException {
        Path target = osv.resolve(sample);
        Files.createDirectories(target.getParent());
        return Files.copy(SampleFeeds.osv(sample), target);
    }

    private static ObjectNode json(String sample) throws IOException {
        return (ObjectNode) JSON.readTree(SampleFeeds.osv(sample).toFile());
    }

    private static Path write(Path file, Object tree) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, tree instanceof String text ? text : JSON.writeValueAsString(tree));
    }

    /** A zip of the files, each entry named by {@code entryName} of the file. */
    private static Path zip(Path zip, List<Path> files, Function<Path, String> entryName) throws IOException {
        Files.createDirectories(zip.getParent());
        try (OutputStream out = Files.newOutputStream(zip); ZipOutputStream archive = new ZipOutputStream(out)) {
            for (Path file : files) {
                archive.putNextEntry(new ZipEntry(entryName.apply(file)));
                archive.write(Files.readAllBytes(file));
                archive.closeEntry();
            }
        }
        return zip;
    }

    @Test
    void aZipOfRealRecordsYieldsTheSameFactsAsTheLooseFiles(@TempDir Path dir) throws Exception {
        Path loose = dir.resolve("loose");
        Path zipped = dir.resolve("zipped");
        List<Path> go = recordFiles(SampleFeeds.osv(GO));
        List<Path> ghsa = recordFiles(SampleFeeds.osv(GHSA));
        for (Path file : go) {
            copy(loose, SampleFeeds.osv().relativize(file).toString());
        }
        for (Path file : ghsa) {
            copy(loose, SampleFeeds.osv().relativize(file).toString());
        }
        // the all.zip export layout: <ID>.json at the archive's root, the zip in its source's folder
        zip(zipped.resolve(GO).resolve("all.zip"), go, file -> file.getFileName().toString());
        // a zip directly in the location, entries in folders, is its own source named by the file
        zip(zipped.resolve(GHSA + ".zip"), ghsa, file -> SampleFeeds.osv(GHSA).relativize(file).toString().replace('\\', '/'));

        CollectedVulnerabilities fromFiles = new CollectedVulnerabilities();
        CollectedVulnerabilities fromZips = new CollectedVulnerabilities();
        FeedResult files = load(loose, fromFiles);
        FeedResult zips = load(zipped, fromZips);

        assertThat(zips.records()).isEqualTo(files.records()).isEqualTo(go.size() + ghsa.size());
        assertThat(zips.skipped()).isEmpty();
        assertThat(zips.feedDate()).isEqualTo(files.feedDate());
        assertThat(fromZips.advisories()).containsExactlyInAnyOrderElementsOf(fromFiles.advisories());
        assertThat(fromZips.advisories()).extracting(AdvisoryFacts::source).containsOnly(GO, GHSA);
        assertThat(new OsvFeed().locate(zipped)).contains(zipped);
    }

    @Test
    void aSkippedRecordInsideAZipIsNamedByArchiveAndEntry(@TempDir Path dir) throws Exception {
        ObjectNode record = json(NODE_POLICY);
        record.remove("id");
        Path noId = write(dir.resolve("work/no-id.json"), record);
        Path archive = zip(dir.resolve("osv/bitnami/all.zip"), List.of(noId, SampleFeeds.osv(NODE_POLICY)),
                file -> file.getFileName().toString());
        FeedResult result = load(dir.resolve("osv"), new CollectedVulnerabilities());
        assertThat(result.records()).isEqualTo(1);
        assertThat(result.skipped()).containsExactly(new SkippedRecord(archive + "!/no-id.json", "-", "record without id"));
    }

    @Test
    void aTruncatedJsonRecordFailsTheLoadNamingTheFile(@TempDir Path dir) throws Exception {
        copy(dir, RUST_TIME);
        byte[] bytes = Files.readAllBytes(SampleFeeds.osv(LOG4SHELL));
        Path truncated = dir.resolve(GHSA).resolve("GHSA-jfh8-c2jp-5v3q.json");
        Files.write(truncated, Arrays.copyOf(bytes, bytes.length / 2));
        assertThatThrownBy(() -> load(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(truncated.toString())
                .hasMessageContaining("not valid JSON")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(truncated));
    }

    @Test
    void yamlThatIsNotYamlFailsTheLoadNamingTheFile(@TempDir Path dir) throws Exception {
        String yaml = Files.readString(SampleFeeds.osv(REQUESTS_PROXY_AUTH));
        // an unclosed flow sequence, as a cut-off edit would leave it
        Path broken = write(dir.resolve(PYPA).resolve("vulns/requests/PYSEC-2023-74.yaml"), yaml.replace("aliases:\n", "aliases: [\n"));
        assertThatThrownBy(() -> load(dir, new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(broken.toString())
                .hasMessageContaining("not valid YAML");
    }

    @Test
    void aZipThatIsNotAZipFailsTheLoadNamingTheArchive(@TempDir Path dir) throws Exception {
        Path good = zip(dir.resolve("work/good.zip"), List.of(SampleFeeds.osv(LOG4SHELL)), file -> file.getFileName().toString());
        byte[] bytes = Files.readAllBytes(good);
        Path cut = dir.resolve("osv/github/all.zip");
        Files.createDirectories(cut.getParent());
        Files.write(cut, Arrays.copyOf(bytes, bytes.length - 30));
        assertThatThrownBy(() -> load(dir.resolve("osv"), new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(cut.toString())
                .hasMessageContaining("not a readable zip archive");
    }

    @Test
    void aZipEntryThatIsNotJsonFailsTheLoadNamingArchiveAndEntry(@TempDir Path dir) throws Exception {
        byte[] bytes = Files.readAllBytes(SampleFeeds.osv(LOG4SHELL));
        Path truncated = Files.write(dir.resolve("GHSA-jfh8-c2jp-5v3q.json"), Arrays.copyOf(bytes, 100));
        Path archive = zip(dir.resolve("osv/Maven/all.zip"), List.of(truncated), file -> file.getFileName().toString());
        assertThatThrownBy(() -> load(dir.resolve("osv"), new CollectedVulnerabilities()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(archive.toString())
                .hasMessageContaining("entry GHSA-jfh8-c2jp-5v3q.json: not valid JSON");
    }

    @Test
    void aRecordWithoutIdIsSkippedAndCounted(@TempDir Path dir) throws Exception {
        copy(dir, RUST_TIME);
        ObjectNode record = json(LOG4SHELL);
        record.remove("id");
        Path noId = write(dir.resolve(GHSA).resolve("no-id.json"), record);
        CollectedVulnerabilities facts = new CollectedVulnerabilities();
        FeedResult result = load(dir, facts);
        assertThat(result.records()).isEqualTo(1);
        assertThat(facts.advisories()).extracting(AdvisoryFacts::id).containsExactly("GHSA-wcg3-cvx6-7396");
        assertThat(result.skipped()).containsExactly(new SkippedRecord(noId.toString(), "-", "record without id"));
    }

    @Test
    void aRecordWhoseStructureCannotBeUsedIsSkippedWithItsIdAndTheReason(@TempDir Path dir) throws Exception {
        ObjectNode noKnownKey = json(LOG4SHELL);
        ObjectNode event = (ObjectNode) noKnownKey.at("/affected/1/ranges/0/events/1");
        event.set("patched", event.remove("fixed"));
        write(dir.resolve("a/no-known-key.json"), noKnownKey);

        ObjectNode noType = json(RUST_TIME);
        ((ObjectNode) noType.at("/affected/0/ranges/0")).remove("type");
        write(dir.resolve("b/no-type.json"), noType);

        ObjectNode affectedObject = json(NODE_POLICY);
        affectedObject.set("affected", affectedObject.path("affected").get(0));
        write(dir.resolve("c/affected-object.json"), affectedObject);

        ObjectNode numericVersion = json(NODE_POLICY);
        ((ObjectNode) numericVersion.at("/affected/0/ranges/0/events/1")).put("fixed", 16.2);
        write(dir.resolve("d/numeric.json"), numericVersion);

        ObjectNode twoKeys = json(RUST_TIME);
        ((ObjectNode) twoKeys.at("/affected/1/ranges/0/events/0")).put("fixed", "0.2.23");
        write(dir.resolve("e/two-keys.json"), twoKeys);

        FeedResult result = load(dir, new CollectedVulnerabilities());
        assertThat(result.records()).isZero();
        assertThat(result.skipped()).extracting(SkippedRecord::id, SkippedRecord::reason).containsExactly(
                tuple("GHSA-jfh8-c2jp-5v3q",
                        "affected[1].ranges[0].events[1] has none of introduced, fixed, last_affected, limit"),
                tuple("GHSA-wcg3-cvx6-7396", "affected[0].ranges[0] has no type"),
                tuple("BIT-node-2023-30581", "affected is not an array"),
                tuple("BIT-node-2023-30581", "affected[0].ranges[0].events[1].fixed is not a string"),
                tuple("GHSA-wcg3-cvx6-7396", "affected[1].ranges[0].events[0] has both introduced and fixed"));
    }

    @Test
    void unknownFieldsAnywhereLoadFineAndChangeNothing(@TempDir Path dir) throws Exception {
        CollectedVulnerabilities plain = new CollectedVulnerabilities();
        copy(dir.resolve("plain"), LOG4SHELL);
        load(dir.resolve("plain"), plain);

        ObjectNode extended = json(LOG4SHELL);
        extended.put("x_future_field", "anything");
        extended.putObject("x_nested").putArray("list").add(1);
        ((ObjectNode) extended.at("/affected/0")).put("x_entry_note", true);
        ((ObjectNode) extended.at("/affected/0/ranges/0")).put("repo", "https://github.com/apache/logging-log4j2");
        ((ObjectNode) extended.at("/affected/0/ranges/0/events/0")).put("x_event_note", "kept out");
        write(dir.resolve("extended").resolve(GHSA).resolve("GHSA-jfh8-c2jp-5v3q.json"), extended);
        CollectedVulnerabilities withExtras = new CollectedVulnerabilities();
        FeedResult result = load(dir.resolve("extended"), withExtras);

        assertThat(result.skipped()).isEmpty();
        assertThat(withExtras.advisories()).isEqualTo(plain.advisories()).hasSize(1);
    }

    @Test
    void aWithdrawnFieldMakesACopyOfARealRecordWithdrawn(@TempDir Path dir) throws Exception {
        ObjectNode record = json(NODE_POLICY);
        record.put("withdrawn", "2026-01-02T03:04:05Z");
        write(dir.resolve("bitnami-vulndb/BIT-node-2023-30581.json"), record);
        CollectedVulnerabilities facts = new CollectedVulnerabilities();
        load(dir, facts);
        AdvisoryFacts withdrawn = advisory(facts, "bitnami-vulndb", "BIT-node-2023-30581");
        assertThat(withdrawn.withdrawn()).isTrue();
        // everything else is still reported: the merge decides what a withdrawn record means
        assertThat(withdrawn.affected()).hasSize(1);
    }

    @Test
    void jsonThatIsNotAnOsvRecordIsSkippedWithAReason(@TempDir Path dir) throws Exception {
        copy(dir, RUST_TIME);
        Path packageJson = write(dir.resolve(GHSA).resolve("package.json"), "{\"name\": \"not-a-record\", \"version\": \"1.0.0\"}");
        Path list = write(dir.resolve(GHSA).resolve("index.json"), "[\"GHSA-wcg3-cvx6-7396\"]");
        FeedResult result = load(dir, new CollectedVulnerabilities());
        assertThat(result.records()).isEqualTo(1);
        assertThat(result.skipped()).extracting(SkippedRecord::file, SkippedRecord::id, SkippedRecord::reason).containsExactly(
                tuple(list.toString(), "-", "not an OSV record (the document is not an object)"),
                tuple(packageJson.toString(), "-", "not an OSV record (no id, affected or modified); file ignored"));
    }

    @Test
    void theOsvSchemaFileBesideTheSourcesIsPassedOverUnread(@TempDir Path dir) throws Exception {
        Path osv = dir.resolve("osv");
        copy(osv, RUST_TIME);
        // as the mirror holds it: the upstream docs/schema.json symlink, stored as its target's path, not JSON at all
        write(osv.resolve("osv-schema.json"), "../validation/schema.json");
        write(osv.resolve(GHSA).resolve("schema.json"), "{\"$schema\": \"http://json-schema.org/draft-07/schema#\"}");
        write(osv.resolve("README.md"), "# not data");
        OsvFeed feed = new OsvFeed();
        assertThat(feed.locate(dir)).contains(osv);
        FeedResult result = feed.load(dir, osv, sink(new CollectedVulnerabilities()));
        assertThat(result.records()).isEqualTo(1);
        assertThat(result.skipped()).isEmpty();
        assertThat(result.path()).isEqualTo("osv");
    }

    @Test
    void yamlScalarsKeepTheTextTheyAreWrittenWith(@TempDir Path dir) throws Exception {
        // the real PYSEC record with two versions YAML would read as numbers, and an anchor used by an alias
        String yaml = Files.readString(SampleFeeds.osv(REQUESTS_PROXY_AUTH))
                .replace("- introduced: 2.3.0", "- introduced: 2.30")
                .replace("- fixed: 2.31.0", "- fixed: 010")
                .replace("- package:\n", "- package: &requests\n")
                + "x_package: *requests\n";
        write(dir.resolve(PYPA).resolve("vulns/requests/PYSEC-2023-74.yaml"), yaml);
        CollectedVulnerabilities facts = new CollectedVulnerabilities();
        FeedResult result = load(dir, facts);
        assertThat(result.skipped()).isEmpty();
        AdvisoryFacts requests = advisory(facts, PYPA, "PYSEC-2023-74");
        // read as data, YAML would make these the number 2.3 and the octal 8
        assertThat(requests.affected().get(0).ranges().get(1).events())
                .containsExactly(new RangeEvent("introduced", "2.30"), new RangeEvent("fixed", "010"));
        assertThat(requests.affected().get(0).name()).isEqualTo("requests");
    }

    @Test
    void aRecordLyingDirectlyInTheLocationTakesTheFoldersName(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("PyPI");
        Files.createDirectories(folder);
        Files.copy(SampleFeeds.osv(LOGURU_WITHDRAWN), folder.resolve("PYSEC-2022-15.yaml"));
        OsvFeed feed = new OsvFeed();
        assertThat(feed.locate(folder)).contains(folder);
        CollectedVulnerabilities facts = new CollectedVulnerabilities();
        FeedResult result = feed.load(folder, folder, sink(facts));
        assertThat(facts.advisories()).extracting(AdvisoryFacts::source).containsExactly("PyPI");
        assertThat(result.path()).isEqualTo(".");
    }

    @Test
    void theOsvFolderIsTheFeedWhateverItHoldsSoABrokenFileFailsInsteadOfMakingTheFeedAbsent(@TempDir Path dir)
            throws Exception {
        write(dir.resolve("osv/notes.json"), "{\"name\": \"not-a-record\"}");
        write(dir.resolve("osv/broken.json"), "{\"id\": ");
        OsvFeed feed = new OsvFeed();
        assertThat(feed.locate(dir)).contains(dir.resolve("osv"));
        assertThatThrownBy(() -> feed.load(dir, dir.resolve("osv"), sink(new CollectedVulnerabilities())))
                .isInstanceOf(FeedException.class).hasMessageContaining("broken.json");
    }

    @Test
    void withoutAnOsvFolderTheRootIsTheFeedOnlyWhenItHoldsOsvRecords(@TempDir Path dir) throws Exception {
        write(dir.resolve("notes.json"), "{\"name\": \"not-a-record\"}");
        ArrayNode empty = JSON.createArrayNode();
        write(dir.resolve("list.json"), empty);
        assertThat(new OsvFeed().locate(dir)).isEmpty();
    }
}
