package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.snapshot.Manifest;
import io.cis.loader.fetch.SampleUpstreams;
import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * From the packaged jar, as an operator runs it: {@code cis fetch} of every source whose answers the samples hold
 * whole ({@code SampleUpstreams.WHOLE_IN_SAMPLES}: the data sets, the GitHub releases and changelogs) from stand-ins
 * of the upstreams serving the sample feeds ({@code SampleUpstreams}), the feeds fetch does not collect copied beside
 * them, then
 * {@code cis build}, then {@code cis serve}; and a snapshot built from the samples directly (the demo snapshot the
 * build compiles from the same folder, or one built here when the build's demo feeds are another), served beside it.
 * Both answer every E3 (vulnerabilities), E5 (component licenses), E12 (license details) and E14 (CPEs) question alike,
 * but for the {@code status} block that names the snapshot. The questions are the demo workload's
 * ({@code bench/workloads/demo}), every purl of the samples' OSV export records at their fixed versions, every
 * license and exception of the SPDX list and every license of OSADL's matrix.
 */
class FetchBuildServeIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();
    private static final Path WORKLOAD = Path.of(System.getProperty("cis.readme")).resolveSibling("bench")
            .resolve("workloads").resolve("demo");

    @TempDir
    Path dir;

    @Test
    void aSnapshotOfWhatFetchBroughtAnswersAsOneBuiltFromTheSamplesDirectly() throws Exception {
        Path samples = Path.of(System.getProperty("cis.sample.feeds"));
        Path feeds = dir.resolve("feeds");
        try (SampleUpstreams upstreams = new SampleUpstreams()) {
            Path config = upstreams.config(dir.resolve("fetch.yaml"));
            List<String> fetch = new ArrayList<>(List.of("fetch"));
            fetch.addAll(upstreams.fetchArguments(feeds, config));
            // the registries, GitHub's contributors and the archive scan are asked about components and repositories
            // the samples answer only in part (the stand-ins answer for the rest): their fetch through cis's command
            // line, built and answered, is RegistryFlowIT's; here their folders are the samples'
            fetch.addAll(List.of("--only", String.join(",", SampleUpstreams.WHOLE_IN_SAMPLES)));
            run("fetch", fetch);
        }
        copyWhatFetchDoesNotCollect(samples, feeds);
        run("build-fetched", List.of("build", "--feeds", feeds.toString(), "--out", dir.resolve("fetched").toString()));
        Path fromSamples = builtDirectly(samples);

        Process fetchedServer = serve("fetched", dir.resolve("fetched"));
        Process directServer = serve("direct", fromSamples);
        try {
            int fetched = port("fetched");
            int direct = port("direct");
            ready(fetchedServer, fetched, "fetched");
            ready(directServer, direct, "direct");

            // every answer is compared; the counts say the comparisons were not of empty answers alone (how many
            // answers carry data depends on the samples: the demo workload's questions fit the demo feeds)
            long licenses = 0;
            for (String id : licenseIds(samples)) {
                JsonNode answer = same(fetched, direct, "/v2/licenses/details?id=" + encode(id));
                licenses += answer.at("/license/spdx/id").isTextual() ? 1 : 0;
            }
            assertThat(licenses).as("E12 answers with SPDX data").isPositive();

            long cpes = 0;
            for (String path : Files.readAllLines(WORKLOAD.resolve("get-paths.txt"))) {
                if (path.startsWith("/v2/vulnerabilities/cpes/component?")) {
                    cpes += same(fetched, direct, path).at("/component/cpes").size() > 0 ? 1 : 0;
                }
            }
            assertThat(cpes).as("E14 answers with CPEs").isPositive();

            long vulnerable = 0;
            long licensed = 0;
            for (String body : batches(samples)) {
                for (JsonNode component : same(fetched, direct, "/v2/vulnerabilities/components", body)
                        .get("components")) {
                    vulnerable += component.path("vulnerabilities").size() > 0 ? 1 : 0;
                }
                for (JsonNode component : same(fetched, direct, "/v2/licenses/components", body).get("components")) {
                    licensed += component.path("licenses").size() > 0 ? 1 : 0;
                }
            }
            assertThat(vulnerable).as("E3 answers with vulnerabilities").isPositive();
            assertThat(licensed).as("E5 answers with licenses").isPositive();
            System.out.printf("FetchBuildServeIT: alike from both snapshots: %d E12 with SPDX data, %d E14 with"
                    + " CPEs, %d E3 components with vulnerabilities, %d E5 components with licenses%n", licenses,
                    cpes, vulnerable, licensed);
        } finally {
            stop(fetchedServer);
            stop(directServer);
        }
    }

    /** The samples' files outside every folder a source of fetch fills, where they lie (registries, SBOMs, ...). */
    private static void copyWhatFetchDoesNotCollect(Path samples, Path feeds) throws IOException {
        List<String> fetched = new ArrayList<>();
        SampleUpstreams.WHOLE_IN_SAMPLES.forEach(source -> fetched.add(SampleUpstreams.folders().get(source)));
        try (Stream<Path> tree = Files.walk(samples)) {
            for (Path file : tree.filter(Files::isRegularFile).toList()) {
                String relative = samples.relativize(file).toString().replace('\\', '/');
                if (fetched.stream().noneMatch(folder -> relative.startsWith(folder + "/"))) {
                    Path into = feeds.resolve(relative);
                    Files.createDirectories(into.getParent());
                    Files.copy(file, into);
                }
            }
        }
    }

    /** Every SPDX license and exception id of the samples, and every license OSADL's matrix names. */
    private static Set<String> licenseIds(Path samples) throws IOException {
        Set<String> ids = new TreeSet<>();
        JSON.readTree(samples.resolve("spdx/json/licenses.json").toFile()).get("licenses")
                .forEach(license -> ids.add(license.get("licenseId").asText()));
        JSON.readTree(samples.resolve("spdx/json/exceptions.json").toFile()).get("exceptions")
                .forEach(exception -> ids.add(exception.get("licenseExceptionId").asText()));
        JSON.readTree(samples.resolve("osadl/matrix/matrixseqexpl.json").toFile()).get("licenses")
                .forEach(license -> ids.add(license.get("name").asText()));
        ids.add("No-Such-License-1.0");
        return ids;
    }

    /**
     * The E3 bodies of the demo workload, and one more of every purl the samples' OSV export records name, without a
     * version and at each version their ranges fix.
     */
    private static List<String> batches(Path samples) throws IOException {
        List<String> bodies = new ArrayList<>();
        for (String folder : List.of("e3-100", "e3-1000")) {
            try (Stream<Path> files = Files.list(WORKLOAD.resolve(folder))) {
                for (Path file : files.sorted().toList()) {
                    bodies.add(Files.readString(file));
                }
            }
        }
        Set<String> purls = new LinkedHashSet<>();
        try (Stream<Path> records = Files.walk(samples.resolve("osv/osv-vulnerabilities"))) {
            for (Path record : records.filter(file -> file.toString().endsWith(".json")).sorted().toList()) {
                for (JsonNode affected : JSON.readTree(record.toFile()).path("affected")) {
                    String purl = affected.at("/package/purl").asText("");
                    if (purl.isEmpty()) {
                        continue;
                    }
                    purls.add(purl);
                    for (JsonNode range : affected.path("ranges")) {
                        for (JsonNode event : range.path("events")) {
                            if (event.has("fixed")) {
                                purls.add(withVersion(purl, event.get("fixed").asText()));
                            }
                        }
                    }
                }
            }
        }
        ObjectNode body = JSON.createObjectNode();
        ArrayNode components = body.putArray("components");
        purls.forEach(purl -> components.addObject().put("purl", purl));
        bodies.add(JSON.writeValueAsString(body));
        return bodies;
    }

    /** The purl at {@code version}: before its qualifiers, percent-encoded as a purl version is. */
    private static String withVersion(String purl, String version) {
        int qualifiers = purl.indexOf('?');
        String base = qualifiers < 0 ? purl : purl.substring(0, qualifiers);
        return base + "@" + URLEncoder.encode(version, StandardCharsets.UTF_8).replace("+", "%2B")
                + (qualifiers < 0 ? "" : purl.substring(qualifiers));
    }

    /**
     * Asks both servers; their answers must have the same status and be equal but for the status block (an unknown
     * license is a 404 from both). Returns the fetched one's.
     */
    private static JsonNode same(int fetched, int direct, String path) throws Exception {
        return same(fetched, direct, path, null);
    }

    private static JsonNode same(int fetched, int direct, String path, String body) throws Exception {
        HttpResponse<String> fromFetched = ask(fetched, path, body);
        HttpResponse<String> fromDirect = ask(direct, path, body);
        assertThat(fromFetched.statusCode()).as(path).isEqualTo(fromDirect.statusCode());
        JsonNode answer = withoutStatus(JSON.readTree(fromFetched.body()));
        assertThat(answer).as("%s %s", path, body == null ? "" : abbreviated(body))
                .isEqualTo(withoutStatus(JSON.readTree(fromDirect.body())));
        return answer;
    }

    private static JsonNode withoutStatus(JsonNode answer) {
        if (answer instanceof ObjectNode object) {
            object.remove("status");
        }
        return answer;
    }

    private static HttpResponse<String> ask(int port, String path, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path));
        request = body == null ? request.GET() : request.POST(HttpRequest.BodyPublishers.ofString(body));
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private void run(String name, List<String> arguments) throws Exception {
        List<String> command = jar(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve(name + ".log").toFile());
        // the stand-ins are on loopback: no proxy of the environment in between
        List.of("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "GITHUB_TOKEN", "NVD_API_KEY")
                .forEach(builder.environment()::remove);
        Process process = builder.start();
        assertThat(process.waitFor(10, TimeUnit.MINUTES)).as(name).isTrue();
        assertThat(process.exitValue()).as(name + ": " + Files.readString(dir.resolve(name + ".log"))).isZero();
    }

    /**
     * The snapshot of the samples as they are: the build's demo snapshot when the build compiled it from this very
     * folder (dist/pom.xml, at the start of the same build: the same feeds through the same {@code build} command),
     * else one built here with the packaged jar.
     */
    private Path builtDirectly(Path samples) throws Exception {
        String demoFeeds = System.getProperty("cis.demo.feeds");
        String demoSnapshot = System.getProperty("cis.demo.snapshot");
        if (demoFeeds != null && demoSnapshot != null && Files.isDirectory(Path.of(demoFeeds))
                && Files.isSameFile(Path.of(demoFeeds), samples)
                && Files.isRegularFile(Path.of(demoSnapshot).resolve(Manifest.FILE_NAME))) {
            System.out.println("FetchBuildServeIT: the samples' own snapshot is the build's demo snapshot "
                    + demoSnapshot);
            return Path.of(demoSnapshot);
        }
        Path direct = dir.resolve("direct");
        run("build-direct", List.of("build", "--feeds", samples.toString(), "--out", direct.toString()));
        return direct;
    }

    private Process serve(String snapshot, Path directory) throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Files.writeString(dir.resolve(snapshot + ".port"), Integer.toString(port));
        return new ProcessBuilder(jar(List.of("serve", "--snapshot", directory.toString(), "--port",
                String.valueOf(port), "--host", "127.0.0.1", "--cache-dir", dir.resolve("cache-" + snapshot).toString())))
                .redirectErrorStream(true).redirectOutput(dir.resolve("serve-" + snapshot + ".log").toFile()).start();
    }

    private int port(String snapshot) throws IOException {
        return Integer.parseInt(Files.readString(dir.resolve(snapshot + ".port")));
    }

    private void ready(Process server, int port, String snapshot) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            assertThat(server.isAlive()).as(Files.readString(dir.resolve("serve-" + snapshot + ".log"))).isTrue();
            try {
                if (ask(port, "/v2/licenses/echo", "{}").statusCode() == 200) {
                    return;
                }
            } catch (ConnectException notYet) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError(snapshot + ": the server did not answer within 120 s");
    }

    private static void stop(Process server) throws InterruptedException {
        server.destroy();
        if (!server.waitFor(30, TimeUnit.SECONDS)) {
            server.destroyForcibly();
        }
    }

    /** The packaged jar run with {@code arguments}, on the JVM settings every packaged-jar test gives its JVMs. */
    private static List<String> jar(List<String> arguments) {
        List<String> command = new ArrayList<>(List.of(PackagedJar.java()));
        command.addAll(PackagedJar.startOptions());
        command.addAll(List.of("-Xmx512m", "-jar", PackagedJar.jar()));
        command.addAll(arguments);
        return command;
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static String abbreviated(String body) {
        return body.length() > 200 ? body.substring(0, 200) + "…" : body;
    }
}
