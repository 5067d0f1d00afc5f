package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code nvd} and {@code cve5} fetch into one folder is what {@code build --feeds} reads, with nothing else. */
class FetchedCveRecordsBuildTest {

    private final ObjectMapper json = new ObjectMapper();
    private final ManualClock clock = new ManualClock(Instant.parse("2026-07-08T13:05:00Z"));

    @TempDir
    Path dir;

    @Test
    void theBuildReadsEveryRecordBothSourcesFetchedAndNothingOfTheirHiddenGenerations() throws Exception {
        List<ObjectNode> api = NvdApiStandIn.sampleRecords(SampleFeeds.nvd().resolve("nvd-api-2.0"));
        Map<String, byte[]> tree = new LinkedHashMap<>();
        Path cvelist = SampleFeeds.nvd().resolve("cvelistV5");
        try (Stream<Path> files = Files.walk(cvelist)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".json")).sorted().toList()) {
                tree.put(cvelist.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
        }
        byte[] baseline = zip(Map.of("cves.zip", zip(tree)));
        ObjectNode release = json.createObjectNode().put("tag_name", "cve_2026-07-08_0000Z");
        release.putArray("assets").addObject().put("id", 7).put("name", "2026-07-08_all_CVEs_at_midnight.zip.zip")
                .put("size", baseline.length);
        Path feeds = dir.resolve("feeds");
        try (NvdApiStandIn nvd = new NvdApiStandIn(clock); UpstreamStandIn github = new UpstreamStandIn()) {
            api.forEach(nvd::serve);
            github.serve("/cve5/releases/latest", json.writeValueAsBytes(release));
            github.serve("/cve5/releases/assets/7", baseline);
            UpstreamClient client = new UpstreamClient(HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY)
                    .build(), new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1), Set.of(429, 503)),
                    clock.sleeper(), clock);
            Fetcher fetcher = new Fetcher(List.of(new NvdSource(json, NvdAccess.ANONYMOUS), new Cve5Source(json)),
                    client, json, clock);
            // twice, so that a previous generation lies hidden beside each current one
            for (int run = 0; run < 2; run++) {
                clock.advance(Duration.ofHours(1));
                nvd.serve(modifiedAt(api.get(run).deepCopy(), clock.instant().minus(Duration.ofMinutes(5))));
                assertThat(fetcher.fetch(feeds, List.of(), Map.of("nvd", nvd.base(), "cve5", github.base("cve5/")),
                        new PrintWriter(new StringWriter())).failed()).isEmpty();
            }
        }

        BuildReport build = SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-07-09T00:00:00Z"),
                ZoneOffset.UTC)).build(feeds, dir.resolve("snapshot"), false);

        FeedResult cves = build.feeds().stream().filter(feed -> feed.name().equals("nvd")).findFirst().orElseThrow();
        assertThat(cves.path()).isEqualTo("nvd");
        assertThat(cves.records()).isEqualTo(api.size() + tree.size());
        assertThat(cves.skipped()).isEmpty();
        assertThat(cves.feedDate()).isEqualTo("2026-07-08");
    }

    private static ObjectNode modifiedAt(ObjectNode element, Instant when) {
        ((ObjectNode) element.get("cve")).put("lastModified", NvdApiStandIn.TIMESTAMP.format(when));
        return element;
    }

    private static byte[] zip(Map<String, byte[]> entries) throws java.io.IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue());
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}
