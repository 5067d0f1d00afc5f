package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.loader.SampleFeeds;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fetch stopped at random moments (its thread interrupted after a random number of bytes or a random time, or the
 * upstream dropping the connection mid-body on every try) leaves every source at its previous complete copy or its
 * new one, never a mix and never half a file; and the next fetch completes the new copy. The upstreams are stand-ins
 * serving real samples: NVD's API, the CVE List's release, EPSS and KEV.
 */
class FetchInterruptionTest {

    private static final long SEED = 18;
    private static final int TRIALS = 9;
    private static final Instant FIRST = Instant.parse("2026-07-08T00:00:00Z");
    private static final Instant SECOND = FIRST.plus(Duration.ofDays(2));
    private static final RetryPolicy THREE_TRIES = new RetryPolicy(3, Duration.ofSeconds(2), Duration.ofMinutes(1),
            Set.of(429, 503));
    /** Each source's own part of the feeds folder. */
    private static final Map<String, String> FOLDERS = Map.of("epss", "epss/", "kev", "kev/",
            "nvd", NvdSource.FOLDER + "/", "cve5", Cve5Source.FOLDER + "/");

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().proxy(HttpClient.Builder.NO_PROXY).build();
    /** NVD's time, which only the test moves: what NVD answers does not depend on how long the fetch waited. */
    private final ManualClock nvdTime = new ManualClock(FIRST);
    private NvdApiStandIn nvd;
    private UpstreamStandIn upstream;
    private List<ObjectNode> samples;

    @TempDir
    Path dir;

    @BeforeEach
    void standIns() throws IOException {
        nvd = new NvdApiStandIn(nvdTime);
        upstream = new UpstreamStandIn();
        samples = NvdApiStandIn.sampleRecords(SampleFeeds.nvd().resolve("nvd-api-2.0"));
    }

    @AfterEach
    void stop() {
        nvd.close();
        upstream.close();
    }

    @Test
    void everySourceIsAtItsPreviousOrItsNewCompleteCopyWhereverTheFetchIsStopped() throws Exception {
        Path reference = dir.resolve("reference");
        upstreamsAsBefore();
        assertThat(fetch(reference, FIRST, FetchProgress.NONE).failed()).isEmpty();
        Map<String, State> before = states(reference);
        upstreamsChanged();
        AtomicLong bytes = new AtomicLong();
        long started = System.nanoTime();
        assertThat(fetch(reference, SECOND, counting(bytes)).failed()).isEmpty();
        long took = Math.max(1, (System.nanoTime() - started) / 1_000_000);
        Map<String, State> after = states(reference);
        assertThat(after).allSatisfy((source, state) -> assertThat(state).as(source).isNotEqualTo(before.get(source)));

        int[] outcomes = new int[3];
        for (int trial = 0; trial < TRIALS; trial++) {
            Random random = new Random(SEED + trial);
            Path feeds = dir.resolve("trial-" + trial);
            upstreamsAsBefore();
            assertThat(fetch(feeds, FIRST, FetchProgress.NONE).failed()).isEmpty();
            upstreamsChanged();
            String how = stop(feeds, trial % 3, random, bytes.get(), took);

            Map<String, State> stopped = states(feeds);
            for (String source : FOLDERS.keySet()) {
                State state = stopped.get(source);
                assertThat(state).as("%s after %s (trial %d, seed %d)", source, how, trial, SEED + trial)
                        .isIn(before.get(source), after.get(source));
                outcomes[state.equals(after.get(source)) ? 1 : 0]++;
            }
            assertThat(feeds.resolve(SourceFetch.STAGING)).as(how).doesNotExist();
            assertThat(fetch(feeds, SECOND, FetchProgress.NONE).failed()).as("the fetch after " + how).isEmpty();
            // a source already at its new copy is now answered "not modified": only what was transferred differs
            assertThat(withoutTransfers(states(feeds))).as("after " + how + " and a fetch again")
                    .isEqualTo(withoutTransfers(after));
        }
        // the stops fell both before and after sources completed
        assertThat(outcomes[0]).isPositive();
        assertThat(outcomes[1]).isPositive();
    }

    /** Stops a fetch of the changed upstreams one way or another; says how. */
    private String stop(Path feeds, int way, Random random, long bytes, long millis) throws Exception {
        String how;
        FetchProgress progress = FetchProgress.NONE;
        Thread[] fetching = new Thread[1];
        long delay = -1;
        switch (way) {
            case 0 -> {
                long at = (long) (random.nextDouble() * bytes);
                how = "an interruption after " + at + " of " + bytes + " bytes";
                AtomicLong received = new AtomicLong();
                progress = source -> new FetchProgress.SourceProgress() {
                    @Override
                    public void received(URI url, long more) {
                        if (received.addAndGet(more) >= at) {
                            fetching[0].interrupt();
                        }
                    }
                };
            }
            case 1 -> {
                delay = (long) (random.nextDouble() * millis);
                how = "an interruption after " + delay + " of " + millis + " ms";
            }
            default -> {
                List<String> paths = List.of("/epss/" + EpssSource.FILE, "/kev/" + KevSource.JSON,
                        "/kev/" + KevSource.CSV, "/cve5/releases/latest", "/cve5/releases/assets/202", "nvd");
                String path = paths.get(random.nextInt(paths.size()));
                how = "the connection of " + path + " dropped on every try";
                if (path.equals("nvd")) {
                    for (int i = 0; i < THREE_TRIES.attempts(); i++) {
                        nvd.cutAfter(1 + random.nextInt(2000));
                    }
                } else {
                    upstream.fault(path, UpstreamStandIn.Fault.CUT_MID_BODY, THREE_TRIES.attempts());
                }
            }
        }
        FetchProgress chosen = progress;
        Throwable[] failure = new Throwable[1];
        fetching[0] = new Thread(() -> {
            try {
                fetch(feeds, SECOND, chosen);
            } catch (IOException | RuntimeException e) {
                failure[0] = e;
            }
        });
        fetching[0].start();
        if (delay >= 0) {
            // the one real wait of these tests: a moment of the fetch chosen at random
            Thread.sleep(delay);
            fetching[0].interrupt();
        }
        fetching[0].join();
        return how + (failure[0] == null ? "" : " (the fetch ended with " + failure[0] + ")");
    }

    private FetchReport fetch(Path feeds, Instant at, FetchProgress progress) throws IOException {
        nvdTime.advance(Duration.between(nvdTime.instant(), at));
        ManualClock clock = new ManualClock(at);
        UpstreamClient client = new UpstreamClient(http, THREE_TRIES, clock.sleeper(), clock);
        List<FeedSource> sources = List.of(new EpssSource(), new KevSource(json),
                new NvdSource(json, new NvdAccess("a-key", 5)), new Cve5Source(json));
        return new Fetcher(sources, client, json, clock, progress).fetch(feeds, List.of(), Map.of(
                "epss", upstream.base("epss/"), "kev", upstream.base("kev/"), "nvd", nvd.base(),
                "cve5", upstream.base("cve5/")), new PrintWriter(new StringWriter()));
    }

    private static FetchProgress counting(AtomicLong bytes) {
        return source -> new FetchProgress.SourceProgress() {
            @Override
            public void received(URI url, long more) {
                bytes.addAndGet(more);
            }
        };
    }

    /** A source's files as the build reads them, and its manifest entry but for when it was retrieved. */
    private record State(Map<String, String> files, JsonNode entry) {
    }

    private Map<String, State> states(Path feeds) throws IOException {
        Map<String, String> all = FeedsState.of(feeds);
        JsonNode manifest = Files.exists(feeds.resolve(FetchManifest.FILE))
                ? json.readTree(feeds.resolve(FetchManifest.FILE).toFile()).path("sources") : json.nullNode();
        Map<String, State> states = new TreeMap<>();
        FOLDERS.forEach((source, folder) -> {
            Map<String, String> files = new TreeMap<>();
            all.forEach((path, sha) -> {
                if (path.startsWith(folder)) {
                    files.put(path, sha);
                }
            });
            JsonNode entry = manifest.path(source).deepCopy();
            if (entry instanceof ObjectNode object) {
                object.remove("retrieved_at");
            }
            states.put(source, new State(files, entry));
        });
        return states;
    }

    private static Map<String, State> withoutTransfers(Map<String, State> states) {
        Map<String, State> without = new TreeMap<>();
        states.forEach((source, state) -> {
            JsonNode entry = state.entry().deepCopy();
            entry.path("files").forEach(file -> ((ObjectNode) file).remove("transferred"));
            without.put(source, new State(state.files(), entry));
        });
        return without;
    }

    private void upstreamsAsBefore() throws IOException {
        samples.stream().filter(element -> !id(element).equals("CVE-2023-4863")).forEach(nvd::serve);
        nvd.withdraw("CVE-2023-4863");
        upstream.serve("/epss/" + EpssSource.FILE, Files.readAllBytes(SampleFeeds.root()
                .resolve("epss/epss_scores-2025-08-15.csv.gz")));
        upstream.serve("/kev/" + KevSource.JSON, resource(KevSource.JSON));
        upstream.serve("/kev/" + KevSource.CSV, resource(KevSource.CSV));
        byte[] baseline = baseline();
        byte[] delta = zip(Map.of("deltaCves/CVE-2026-23522.json", record("cve5-extra/CVE-2026-23522.json")));
        upstream.serve("/cve5/releases/latest", release("cve_2026-07-08_0100Z", asset(101, "2026-07-08_all_CVEs_at"
                + "_midnight.zip.zip", baseline), asset(102, "2026-07-08_delta_CVEs_at_0100Z.zip", delta)));
        upstream.serve("/cve5/releases/assets/101", baseline);
        upstream.serve("/cve5/releases/assets/102", delta);
    }

    private void upstreamsChanged() throws IOException {
        Instant changed = SECOND.minus(Duration.ofDays(1));
        for (ObjectNode element : samples.subList(0, 3)) {
            ObjectNode copy = element.deepCopy();
            ((ObjectNode) copy.get("cve")).put("lastModified", NvdApiStandIn.TIMESTAMP.format(changed));
            ((ObjectNode) copy.get("cve").get("descriptions").get(0)).put("value", "Reanalysed on "
                    + changed + ".");
            nvd.serve(copy);
        }
        samples.stream().filter(element -> id(element).equals("CVE-2023-4863")).findFirst().map(ObjectNode::deepCopy)
                .ifPresent(element -> {
                    ((ObjectNode) element.get("cve")).put("lastModified", NvdApiStandIn.TIMESTAMP.format(changed));
                    nvd.serve(element);
                });
        upstream.serve("/epss/" + EpssSource.FILE, regzipped(Files.readAllBytes(SampleFeeds.root()
                .resolve("epss/epss_scores-2025-08-15.csv.gz"))));
        upstream.serve("/kev/" + KevSource.JSON, (new String(resource(KevSource.JSON), StandardCharsets.UTF_8)
                .strip() + "\n\n").getBytes(StandardCharsets.UTF_8));
        upstream.serve("/kev/" + KevSource.CSV, (new String(resource(KevSource.CSV), StandardCharsets.UTF_8)
                + "\n").getBytes(StandardCharsets.UTF_8));
        byte[] baseline = baseline();
        byte[] delta = zip(Map.of("deltaCves/CVE-2026-23522.json", record("cve5-extra/CVE-2026-23522.json"),
                "deltaCves/CVE-2024-3094.json", record("cve5-extra/CVE-2024-3094.json")));
        upstream.serve("/cve5/releases/latest", release("cve_2026-07-08_0200Z", asset(201, "2026-07-08_all_CVEs_at"
                + "_midnight.zip.zip", baseline), asset(202, "2026-07-08_delta_CVEs_at_0200Z.zip", delta)));
        upstream.serve("/cve5/releases/assets/201", baseline);
        upstream.serve("/cve5/releases/assets/202", delta);
    }

    private static String id(ObjectNode element) {
        return element.get("cve").get("id").asText();
    }

    private byte[] baseline() throws IOException {
        Map<String, byte[]> tree = new LinkedHashMap<>();
        Path cvelist = SampleFeeds.nvd().resolve("cvelistV5");
        try (Stream<Path> files = Files.walk(cvelist)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".json")).sorted().toList()) {
                tree.put(cvelist.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
        }
        return zip(Map.of("cves.zip", zip(tree)));
    }

    private static byte[] record(String relative) throws IOException {
        return Files.readAllBytes(SampleFeeds.nvd().resolve(relative));
    }

    private byte[] release(String tag, ObjectNode... assets) throws IOException {
        ObjectNode release = json.createObjectNode();
        release.put("tag_name", tag);
        release.putArray("assets").addAll(List.of(assets));
        return json.writeValueAsBytes(release);
    }

    private ObjectNode asset(long id, String name, byte[] content) {
        ObjectNode asset = json.createObjectNode();
        asset.put("id", id);
        asset.put("name", name);
        asset.put("size", content.length);
        asset.put("digest", "sha256:" + HexFormat.of().formatHex(SnapshotFiles.newDigest().digest(content)));
        return asset;
    }

    private static byte[] zip(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> entry : new TreeMap<>(entries).entrySet()) {
                ZipEntry zipped = new ZipEntry(entry.getKey());
                // a fixed time, so that an archive made twice is the same bytes
                zipped.setTime(FIRST.toEpochMilli());
                zip.putNextEntry(zipped);
                zip.write(entry.getValue());
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** The same scores compressed anew: other bytes, the same data. */
    private static byte[] regzipped(byte[] gzip) throws IOException {
        byte[] plain;
        try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(gzip))) {
            plain = in.readAllBytes();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes) {
            {
                def.setLevel(Deflater.BEST_SPEED);
            }
        }) {
            out.write(plain);
        }
        return bytes.toByteArray();
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = FetchInterruptionTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }
}
