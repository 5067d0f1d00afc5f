package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code osv} once a full copy exists: the export's {@code modified_id.csv} says which records changed, those alone
 * are fetched as {@code <Ecosystem>/<ID>.json} and replace their copies in the kept {@code all.zip}. The stand-in
 * serves the real export's {@code ecosystems.txt} and real records of two of its ecosystems.
 */
class OsvIncrementalTest {

    private static final List<String> CHOSEN = List.of("Debian", "Red Hat");
    private static final String DEBIAN_OLD = "CVE-2002-0380";
    private static final String DEBIAN_KEPT = "CVE-2003-0190";
    private static final String RED_HAT_NEWER = "RHBA-2024:3840";
    private static final String RED_HAT_OLDER = "RHEA-2025:2421";

    private final StandInFetch run = new StandInFetch();
    private UpstreamStandIn upstream;
    /** What the stand-in's export holds: per ecosystem, each record's JSON by id. */
    private final Map<String, Map<String, byte[]>> export = new LinkedHashMap<>();

    @TempDir
    Path dir;
    private Path feeds;

    @BeforeEach
    void serveTheExport() throws IOException {
        feeds = dir.resolve("feeds");
        upstream = new UpstreamStandIn();
        try (InputStream in = OsvIncrementalTest.class.getResourceAsStream("osv-ecosystems.txt")) {
            upstream.serve("/osv/ecosystems.txt", in.readAllBytes());
        }
        for (String ecosystem : CHOSEN) {
            Map<String, byte[]> records = new TreeMap<>();
            try (var files = Files.list(SampleFeeds.osv("osv-vulnerabilities/" + ecosystem))) {
                for (Path file : files.sorted().toList()) {
                    records.put(id(Files.readAllBytes(file)), Files.readAllBytes(file));
                }
            }
            export.put(ecosystem, records);
            publish(ecosystem);
        }
    }

    @AfterEach
    void stop() {
        upstream.close();
    }

    @Test
    void aFirstRunFetchesEachChosenEcosystemsIndexThenItsZipAndNoOtherEcosystem() throws Exception {
        FetchReport report = fetch(CHOSEN);

        assertThat(report.failed()).isEmpty();
        assertThat(upstream.requests()).extracting(UpstreamStandIn.Request::path).containsExactly(
                "/osv/ecosystems.txt", "/osv/Debian/modified_id.csv", "/osv/Debian/all.zip",
                "/osv/Red Hat/modified_id.csv", "/osv/Red Hat/all.zip");
        assertThat(entries(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip"))).containsOnlyKeys(RED_HAT_NEWER, RED_HAT_OLDER);
        SourceRecord osv = run.recorded(feeds, "osv");
        assertThat(osv.dataDate()).isEqualTo("2025-05-03");
        assertThat(osv.notes()).containsExactly("2 of the 34 ecosystems of the export chosen: Debian, Red Hat");
    }

    @Test
    void anUnchangedIndexKeepsTheZipWithoutAskingForItOrAnyRecord() throws Exception {
        fetch(CHOSEN);
        byte[] zip = Files.readAllBytes(feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip"));
        upstream.forgetRequests();

        FetchReport again = fetch(CHOSEN);

        assertThat(again.failed()).isEmpty();
        assertThat(upstream.requests()).extracting(UpstreamStandIn.Request::path).containsExactly(
                "/osv/ecosystems.txt", "/osv/Debian/modified_id.csv", "/osv/Red Hat/modified_id.csv");
        assertThat(upstream.requests()).allSatisfy(request -> assertThat(request.status()).isEqualTo(304));
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip")).hasBinaryContent(zip);
        assertThat(run.recorded(feeds, "osv").files()).noneMatch(FetchedFile::transferred);
    }

    @Test
    void aRecordModifiedUpstreamIsFetchedAloneAndReplacesItsCopyInTheZip() throws Exception {
        fetch(CHOSEN);
        byte[] withdrawn = changed(export.get("Red Hat").get(RED_HAT_OLDER), "2025-06-01T08:00:00Z", true);
        export.get("Red Hat").put(RED_HAT_OLDER, withdrawn);
        publish("Red Hat");
        byte[] untouched = entries(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip")).get(RED_HAT_NEWER);
        upstream.forgetRequests();

        FetchReport report = fetch(CHOSEN);

        assertThat(report.failed()).isEmpty();
        assertThat(upstream.requests()).filteredOn(request -> request.status() == 200)
                .extracting(UpstreamStandIn.Request::path)
                .containsExactly("/osv/Red Hat/modified_id.csv", "/osv/Red Hat/" + RED_HAT_OLDER + ".json");
        Map<String, byte[]> zip = entries(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip"));
        assertThat(zip).containsOnlyKeys(RED_HAT_NEWER, RED_HAT_OLDER);
        assertThat(zip.get(RED_HAT_OLDER)).isEqualTo(withdrawn);
        assertThat(zip.get(RED_HAT_NEWER)).isEqualTo(untouched);
        assertThat(zipEntryCount(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip"))).isEqualTo(2);
        SourceRecord osv = run.recorded(feeds, "osv");
        assertThat(osv.dataDate()).isEqualTo("2025-06-01");
        assertThat(osv.notes()).contains("Red Hat: 1 changed record(s) fetched as Red Hat/<ID>.json (0 new)");
        assertThat(osv.files()).filteredOn(file -> file.path().equals("osv/osv-vulnerabilities/Red Hat/all.zip")).singleElement()
                .satisfies(file -> {
                    assertThat(file.sha256()).isEqualTo(SourceFetch.sha256(feeds.resolve(file.path())));
                    assertThat(file.transferred()).isFalse();
                });
    }

    @Test
    void aRecordTheIndexNoLongerListsIsRemovedAndNamedAndANewOneIsAdded() throws Exception {
        fetch(CHOSEN);
        // the Alpine export's record of an OpenSSH CVE also states Debian packages: it joins Debian's export
        byte[] added = Files.readAllBytes(SampleFeeds.osv("osv-vulnerabilities/Alpine/CVE-2016-6210.json"));
        export.get("Debian").remove(DEBIAN_OLD);
        export.get("Debian").put("CVE-2016-6210", added);
        publish("Debian");

        FetchReport report = fetch(CHOSEN);

        assertThat(report.failed()).isEmpty();
        Map<String, byte[]> zip = entries(feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip"));
        assertThat(zip).containsOnlyKeys(DEBIAN_KEPT, "CVE-2016-6210");
        assertThat(zip.get("CVE-2016-6210")).isEqualTo(added);
        assertThat(run.recorded(feeds, "osv").notes()).contains("Debian: 1 changed record(s) fetched as"
                + " Debian/<ID>.json (1 new), 1 no longer in the export removed: " + DEBIAN_OLD);

        FeedResult built = SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"),
                ZoneOffset.UTC)).build(feeds, dir.resolve("snapshot"), false).feeds().stream()
                .filter(feed -> feed.name().equals("osv")).findFirst().orElseThrow();
        assertThat(built.records()).isEqualTo(4);
    }

    @Test
    void aRecordNewerThanEverythingTheIndexListsIsNotTakenForRemoved() throws Exception {
        // the index was written before the newer record was exported; the zip already holds it
        upstream.serve("/osv/Red Hat/modified_id.csv", index(Map.of(RED_HAT_OLDER, modified(RED_HAT_OLDER))));
        fetch(CHOSEN);
        byte[] changed = changed(export.get("Red Hat").get(RED_HAT_OLDER), "2025-04-05T00:00:00Z", false);
        export.get("Red Hat").put(RED_HAT_OLDER, changed);
        upstream.serve("/osv/Red Hat/" + RED_HAT_OLDER + ".json", changed);
        upstream.serve("/osv/Red Hat/modified_id.csv", index(Map.of(RED_HAT_OLDER, "2025-04-05T00:00:00Z")));

        FetchReport report = fetch(CHOSEN);

        assertThat(report.failed()).isEmpty();
        assertThat(entries(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip"))).containsOnlyKeys(RED_HAT_NEWER, RED_HAT_OLDER)
                .containsEntry(RED_HAT_OLDER, changed);
    }

    @Test
    void whenTooManyRecordsChangedTheZipIsFetchedWholeAndUnconditionally() throws Exception {
        fetch(CHOSEN);
        export.get("Debian").put(DEBIAN_OLD, changed(export.get("Debian").get(DEBIAN_OLD), "2025-06-01T00:00:00Z",
                false));
        publish("Debian");
        upstream.forgetRequests();

        FetchReport report = run.fetch(feeds, new OsvSource(run.json, CHOSEN, 0), upstream.base("osv/"));

        assertThat(report.failed()).isEmpty();
        assertThat(upstream.requests()).filteredOn(request -> request.path().startsWith("/osv/Debian/"))
                .extracting(UpstreamStandIn.Request::path, UpstreamStandIn.Request::conditional)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("/osv/Debian/modified_id.csv", true),
                        org.assertj.core.groups.Tuple.tuple("/osv/Debian/all.zip", false));
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip")).hasBinaryContent(upstream.content("/osv/Debian/all.zip"));
        assertThat(run.recorded(feeds, "osv").notes()).contains("Debian: 1 record(s) changed and 0 removed of 2;"
                + " all.zip fetched whole");
    }

    @Test
    void anEcosystemNoLongerChosenIsRemovedAndAnUnknownOneIsRefusedByName() throws Exception {
        fetch(CHOSEN);

        FetchReport narrowed = fetch(List.of("Red Hat"));

        assertThat(narrowed.failed()).isEmpty();
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Debian")).doesNotExist();
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip")).exists();

        FetchReport unknown = fetch(List.of("Red Hat", "Debain"));

        assertThat(unknown.failed().get("osv")).startsWith("ecosystem(s) Debain not in the export's ecosystems.txt");
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Red Hat/all.zip")).exists();
    }

    @Test
    void aCutOffIndexOrARecordUnderTheWrongIdFailsTheSourceAndKeepsThePreviousCopy() throws Exception {
        fetch(CHOSEN);
        byte[] zip = Files.readAllBytes(feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip"));
        byte[] index = upstream.content("/osv/Debian/modified_id.csv");
        upstream.serve("/osv/Debian/modified_id.csv", java.util.Arrays.copyOf(index, index.length - 3));

        FetchReport cutOff = fetch(CHOSEN);

        assertThat(cutOff.failed().get("osv")).contains("the last line has no line break");
        export.get("Debian").put(DEBIAN_OLD, changed(export.get("Debian").get(DEBIAN_OLD), "2025-06-01T00:00:00Z",
                false));
        publish("Debian");
        upstream.serve("/osv/Debian/" + DEBIAN_OLD + ".json", export.get("Debian").get(DEBIAN_KEPT));

        FetchReport wrongId = fetch(CHOSEN);

        assertThat(wrongId.failed().get("osv")).contains("Debian/" + DEBIAN_OLD + ".json: holds the record "
                + DEBIAN_KEPT);
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip")).hasBinaryContent(zip);
        assertThat(feeds.resolve("osv/osv-vulnerabilities/Debian/modified_id.csv")).hasBinaryContent(index);
        assertThat(feeds.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aKeptZipDamagedOnDiskIsFetchedWholeAgain() throws Exception {
        fetch(CHOSEN);
        Path zip = feeds.resolve("osv/osv-vulnerabilities/Debian/all.zip");
        byte[] whole = Files.readAllBytes(zip);
        Files.write(zip, java.util.Arrays.copyOf(whole, whole.length / 2));

        FetchReport report = fetch(CHOSEN);

        assertThat(report.failed()).isEmpty();
        assertThat(zip).hasBinaryContent(whole);
        assertThat(run.recorded(feeds, "osv").notes()).anyMatch(note -> note.startsWith(
                "Debian: the kept all.zip is damaged (all.zip: not a readable zip archive"));
    }

    private FetchReport fetch(List<String> ecosystems) throws IOException {
        return run.fetch(feeds, new OsvSource(run.json, ecosystems), upstream.base("osv/"));
    }

    /** Serves the ecosystem as the export lays it out: its zip, its index, and each record by id. */
    private void publish(String ecosystem) throws IOException {
        Map<String, byte[]> records = export.get(ecosystem);
        Map<String, String> modified = new TreeMap<>();
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(zip)) {
            for (Map.Entry<String, byte[]> record : records.entrySet()) {
                out.putNextEntry(new ZipEntry(record.getKey() + ".json"));
                out.write(record.getValue());
                out.closeEntry();
                modified.put(record.getKey(), run.json.readTree(record.getValue()).get("modified").asText());
                upstream.serve("/osv/" + ecosystem + "/" + record.getKey() + ".json", record.getValue());
            }
        }
        upstream.serve("/osv/" + ecosystem + "/all.zip", zip.toByteArray());
        upstream.serve("/osv/" + ecosystem + "/modified_id.csv", index(modified));
    }

    private String modified(String id) throws IOException {
        return run.json.readTree(export.get("Red Hat").get(id)).get("modified").asText();
    }

    private static byte[] index(Map<String, String> modified) {
        List<String> lines = new ArrayList<>();
        modified.forEach((id, time) -> lines.add(time + "," + id));
        lines.sort(Comparator.reverseOrder());
        return (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** The record as the export would publish it after a change: a new {@code modified}, perhaps withdrawn. */
    private byte[] changed(byte[] record, String modified, boolean withdrawn) throws IOException {
        ObjectNode node = (ObjectNode) run.json.readTree(record);
        node.put("modified", modified);
        if (withdrawn) {
            node.put("withdrawn", modified);
        }
        return run.json.writerWithDefaultPrettyPrinter().writeValueAsBytes(node);
    }

    private String id(byte[] record) throws IOException {
        JsonNode node = run.json.readTree(record);
        return node.get("id").asText();
    }

    private Map<String, byte[]> entries(Path zip) throws IOException {
        Map<String, byte[]> entries = new TreeMap<>();
        try (ZipFile file = new ZipFile(zip.toFile())) {
            for (ZipEntry entry : java.util.Collections.list(file.entries())) {
                try (InputStream in = file.getInputStream(entry)) {
                    byte[] content = in.readAllBytes();
                    entries.put(id(content), content);
                }
            }
        }
        return entries;
    }

    private static int zipEntryCount(Path zip) throws IOException {
        try (ZipFile file = new ZipFile(zip.toFile())) {
            return file.size();
        }
    }
}
