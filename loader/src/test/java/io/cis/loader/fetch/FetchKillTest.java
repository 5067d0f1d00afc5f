package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.loader.cli.FetchCommand;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code cis fetch} run as a process of its own and killed (SIGKILL: no handler, no clean-up) at random moments of
 * each source's run leaves every source at its previous complete copy or at its new one, byte for byte, as the build
 * reads it; its manifest entry is never newer than its files; {@code build} over what the kill left succeeds; and the
 * next fetch brings every source to its new copy. The upstreams are the stand-ins of {@link SampleUpstreams}, changed
 * for every source between the previous fetch and the killed one. The moments are drawn from a seeded random
 * sequence within each source's share of an unkilled run's time, and each is printed.
 */
class FetchKillTest {

    private static final long SEED = 20260708;
    /**
     * How many kills: each falls in the share of a source spread evenly over the run's sources (every source at twice
     * their number), so a deeper run is {@code -Dcis.fetch.kills=46}; the default keeps the test command's cost down.
     */
    private static final int KILLS = Integer.getInteger("cis.fetch.kills", 4);
    /** The SPDX list cut to this many licenses and exceptions: the test fetches a dozen times, and SPDX is most. */
    private static final int SPDX_LICENSES = 25;
    private static final Pattern SUMMARY = Pattern.compile("^([a-z0-9-]+): \\d+ file\\(s\\), ");

    private final ObjectMapper json = new ObjectMapper();

    @TempDir
    Path dir;

    /**
     * A source's files as the build reads them, and its manifest entry but for when it was retrieved, its files in path
     * order.
     */
    private record State(Map<String, String> files, JsonNode entry) {
    }

    @Test
    void everySourceIsAtItsPreviousOrItsNewCopyWheneverTheFetchProcessIsKilled() throws Exception {
        try (SampleUpstreams upstreams = new SampleUpstreams(SPDX_LICENSES)) {
            Path config = upstreams.config(dir.resolve("fetch.yaml"));
            Path before = dir.resolve("before");
            assertThat(fetch(upstreams, config, before)).isZero();
            Map<String, State> previous = states(before);
            upstreams.change();
            Path after = copy(before, dir.resolve("after"));
            assertThat(fetch(upstreams, config, after)).isZero();
            Map<String, State> next = states(after);
            assertThat(next).allSatisfy((source, state) -> assertThat(state.files()).as(source)
                    .isNotEmpty().isNotEqualTo(previous.get(source).files()));

            Path timed = copy(before, dir.resolve("timed"));
            List<Long> done = timedProcess(upstreams, config, timed);
            assertThat(files(states(timed))).as("an unkilled process reaches every new copy").isEqualTo(files(next));
            System.out.println("FetchKillTest: seed " + SEED + "; sources done after " + done + " ms");

            Random random = new Random(SEED);
            Set<Set<String>> built = new HashSet<>();
            int atPrevious = 0;
            int atNew = 0;
            for (int kill = 0; kill < KILLS; kill++) {
                int index = (int) ((long) kill * SampleUpstreams.SOURCES.size() / KILLS);
                String source = SampleUpstreams.SOURCES.get(index);
                long from = index == 0 ? 0 : done.get(index - 1);
                long to = done.get(index);
                {
                    long at = from + (long) (random.nextDouble() * (to - from));
                    String how = "killed " + at + " ms after it started, in " + source + "'s share " + from + ".."
                            + to + " ms (seed " + SEED + ")";
                    System.out.println("FetchKillTest: " + how);
                    Path feeds = copy(before, dir.resolve("killed"));
                    killedProcess(upstreams, config, feeds, at);

                    Map<String, State> left = states(feeds);
                    Set<String> newCopies = new TreeSet<>();
                    for (String each : SampleUpstreams.SOURCES) {
                        State state = left.get(each);
                        assertThat(state.files()).as("%s's files, %s", each, how)
                                .isIn(previous.get(each).files(), next.get(each).files());
                        if (state.files().equals(previous.get(each).files())) {
                            assertThat(state.entry()).as("%s's manifest entry at its previous copy, %s", each, how)
                                    .isEqualTo(previous.get(each).entry());
                            atPrevious++;
                        } else {
                            // the entry is rewritten right after the copy is published: a kill between leaves it behind
                            assertThat(state.entry()).as("%s's manifest entry at its new copy, %s", each, how)
                                    .isIn(previous.get(each).entry(), next.get(each).entry());
                            newCopies.add(each);
                            atNew++;
                        }
                    }
                    if (built.add(newCopies)) {
                        assertThat(build(feeds).feeds()).as("a build after the process was " + how).isNotEmpty();
                    }
                    assertThat(fetch(upstreams, config, feeds)).as("the fetch after the process was " + how).isZero();
                    assertThat(files(states(feeds))).as("after the process was " + how + " and a fetch again")
                            .isEqualTo(files(next));
                    assertThat(feeds.resolve(SourceFetch.STAGING)).doesNotExist();
                    SourceFetch.deleteTree(feeds);
                }
            }
            System.out.println("FetchKillTest: " + KILLS + " kills; sources"
                    + " found at their previous copy " + atPrevious + " times, at their new one " + atNew + " times; "
                    + built.size() + " distinct mixes of previous and new copies built");
            // the kills fell both before and after sources completed
            assertThat(atPrevious).isPositive();
            assertThat(atNew).isPositive();
        }
    }

    /** An unkilled fetch process; when each source's summary line came, in milliseconds after its start. */
    private List<Long> timedProcess(SampleUpstreams upstreams, Path config, Path feeds) throws Exception {
        long started = System.nanoTime();
        Process process = process(upstreams, config, feeds).redirectOutput(ProcessBuilder.Redirect.PIPE).start();
        Map<String, Long> done = new LinkedHashMap<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                Matcher summary = SUMMARY.matcher(line);
                if (summary.find()) {
                    done.put(summary.group(1), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
                }
            }
        }
        assertThat(process.waitFor()).as(Files.readString(feeds.resolveSibling("fetch.err"))).isZero();
        assertThat(done.keySet()).containsExactlyElementsOf(SampleUpstreams.SOURCES);
        return new ArrayList<>(done.values());
    }

    /** A fetch process killed {@code at} milliseconds after it started. */
    private void killedProcess(SampleUpstreams upstreams, Path config, Path feeds, long at) throws Exception {
        long started = System.nanoTime();
        Process process = process(upstreams, config, feeds).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        long left = at - TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        if (left > 0) {
            // the one real wait of this test: the moment of the kill
            Thread.sleep(left);
        }
        // SIGKILL: the process ends at once, neither closing nor cleaning anything
        process.destroyForcibly();
        assertThat(process.waitFor(1, TimeUnit.MINUTES)).isTrue();
    }

    private ProcessBuilder process(SampleUpstreams upstreams, Path config, Path feeds) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "-Xmx256m", "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC", FetchProcess.class.getName()));
        command.addAll(upstreams.fetchArguments(feeds, config));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectError(feeds.resolveSibling("fetch.err").toFile());
        // the stand-ins are on loopback: no proxy of the environment in between
        List.of("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "GITHUB_TOKEN", "NVD_API_KEY")
                .forEach(builder.environment()::remove);
        return builder;
    }

    /** An unkilled fetch, in this process, as {@code cis fetch} runs it. */
    private int fetch(SampleUpstreams upstreams, Path config, Path feeds) {
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new FetchCommand(Map.of(), RetryPolicy.DEFAULT, Sleeper.REAL, Clock.systemUTC()))
                .setOut(new PrintWriter(out)).setErr(new PrintWriter(out))
                .execute(upstreams.fetchArguments(feeds, config).toArray(String[]::new));
        if (exit != 0) {
            System.out.println(out);
        }
        return exit;
    }

    private BuildReport build(Path feeds) throws Exception {
        Path snapshot = dir.resolve("snapshot");
        SourceFetch.deleteTree(snapshot);
        return SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-07-09T00:00:00Z"), ZoneOffset.UTC))
                .build(feeds, snapshot, false);
    }

    private Map<String, State> states(Path feeds) throws IOException {
        Map<String, String> all = FeedsState.of(feeds);
        JsonNode manifest = Files.exists(feeds.resolve(FetchManifest.FILE))
                ? json.readTree(feeds.resolve(FetchManifest.FILE).toFile()).path("sources") : json.nullNode();
        Map<String, State> states = new TreeMap<>();
        SampleUpstreams.folders().forEach((source, folder) -> {
            Map<String, String> files = new TreeMap<>();
            all.forEach((path, sha) -> {
                if (path.startsWith(folder + "/")) {
                    files.put(path, sha);
                }
            });
            JsonNode entry = manifest.path(source).deepCopy();
            if (entry instanceof ObjectNode object) {
                object.remove("retrieved_at");
                // a registry's packages are fetched by several threads at once: their files are recorded as they come
                List<JsonNode> recorded = new ArrayList<>();
                object.path("files").forEach(recorded::add);
                recorded.sort(Comparator.comparing((JsonNode file) -> file.path("path").asText())
                        .thenComparing(file -> file.path("url").asText()));
                object.putArray("files").addAll(recorded);
            }
            states.put(source, new State(files, entry));
        });
        return states;
    }

    private static Map<String, Map<String, String>> files(Map<String, State> states) {
        Map<String, Map<String, String>> files = new TreeMap<>();
        states.forEach((source, state) -> files.put(source, state.files()));
        return files;
    }

    /** A copy of a feeds folder, its links as links (the copies of files are files of their own). */
    private static Path copy(Path from, Path to) throws IOException {
        SourceFetch.deleteTree(to);
        try (Stream<Path> tree = Files.walk(from)) {
            for (Path path : tree.toList()) {
                Path into = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path, LinkOption.NOFOLLOW_LINKS)) {
                    Files.createDirectories(into);
                } else {
                    Files.copy(path, into, LinkOption.NOFOLLOW_LINKS, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        return to;
    }
}
