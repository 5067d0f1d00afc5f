package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.cis.engine.Engine;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A snapshot built from what {@code osadl} and {@code purl2cpe} fetched answers E12 (license details) and E14 (CPEs of
 * a component) exactly as one built from the samples directly, for every license and every purl of the samples.
 */
class FetchedAnswersTest {

    private static final Path OSADL = SampleFeeds.root().resolve("osadl");
    private static final Path PURL2CPE = SampleFeeds.root().resolve("purl2cpe/data");

    @TempDir
    Path dir;

    @Test
    void licenseDetailsAndCpesAnswerAsFromTheSamples() throws Exception {
        Path feeds = dir.resolve("feeds");
        StandInFetch run = new StandInFetch();
        try (UpstreamStandIn upstream = new UpstreamStandIn()) {
            upstream.serve("/osadl/matrixseqexpl.json", Files.readAllBytes(OSADL.resolve("matrix/matrixseqexpl.json")));
            for (Path checklist : files(OSADL.resolve("checklists"))) {
                if (checklist.toString().endsWith(".txt")) {
                    upstream.serve("/osadl/unreflicenses/" + checklist.getFileName(), Files.readAllBytes(checklist));
                }
            }
            upstream.serve("/purl2cpe/archive/HEAD.zip", GitHubArchive.of("purl2cpe-main", "data/", tree(PURL2CPE),
                    "ebede2f8eff2d7a8b31a0e0af5cd9473c1d0d209"));
            assertThat(run.fetch(feeds, new OsadlSource(run.json), upstream.base("osadl/")).failed()).isEmpty();
            assertThat(run.fetch(feeds, RepositoryArchiveSource.purl2cpe(), upstream.base("purl2cpe/")).failed())
                    .isEmpty();
        }
        Path samples = dir.resolve("samples");
        copy(OSADL, samples.resolve("osadl"));
        copy(PURL2CPE, samples.resolve("purl2cpe/data"));

        try (Engine fetched = Engine.open(build(feeds, "fetched"));
             Engine direct = Engine.open(build(samples, "direct"))) {
            List<String> licenses = new ArrayList<>();
            run.json.readTree(OSADL.resolve("matrix/matrixseqexpl.json").toFile()).get("licenses")
                    .forEach(license -> licenses.add(license.get("name").asText()));
            licenses.add("No-Such-License-1.0");
            long withChecklist = 0;
            for (String id : licenses) {
                assertThat(fetched.licenses().details(id)).as(id).isEqualTo(direct.licenses().details(id));
                withChecklist += fetched.licenses().details(id).flatMap(details -> details.osadl())
                        .filter(osadl -> !osadl.useCases().isEmpty()).isPresent() ? 1 : 0;
            }
            assertThat(withChecklist).as("licenses answered with a checklist's use cases").isGreaterThanOrEqualTo(20);

            long answered = 0;
            for (Map.Entry<String, List<String>> purl : purlsWithVersions().entrySet()) {
                for (String version : purl.getValue()) {
                    var fromFetched = fetched.cpes().cpes(purl.getKey(), version);
                    assertThat(fromFetched).as(purl.getKey() + "@" + version)
                            .isEqualTo(direct.cpes().cpes(purl.getKey(), version));
                    answered += fromFetched.cpes().isEmpty() ? 0 : 1;
                }
            }
            assertThat(answered).as("questions answered with CPEs").isGreaterThan(100);
        }
    }

    /** Every purl of the samples' {@code purls.yml}, with two versions its folder's CPEs name and one none does. */
    private static Map<String, List<String>> purlsWithVersions() throws IOException {
        YAMLMapper yaml = new YAMLMapper();
        Map<String, List<String>> questions = new TreeMap<>();
        for (Path purls : files(PURL2CPE)) {
            if (!purls.getFileName().toString().equals("purls.yml")) {
                continue;
            }
            List<String> versions = new ArrayList<>();
            Path cpes = purls.resolveSibling("cpes.yml");
            if (Files.exists(cpes)) {
                for (JsonNode cpe : yaml.readTree(cpes.toFile()).path("cpes")) {
                    String[] parts = cpe.asText().split(":");
                    if (parts.length > 5 && !parts[5].equals("*") && !parts[5].equals("-") && versions.size() < 2) {
                        versions.add(parts[5]);
                    }
                }
            }
            versions.add("0.0.0-not-a-release");
            for (JsonNode purl : yaml.readTree(purls.toFile()).path("purls")) {
                questions.put(purl.asText(), versions);
            }
        }
        return questions;
    }

    private Path build(Path root, String name) throws Exception {
        Path out = dir.resolve("snapshot-" + name);
        SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC))
                .build(root, out, false);
        return out;
    }

    private static List<Path> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static Map<String, byte[]> tree(Path root) throws IOException {
        Map<String, byte[]> tree = new TreeMap<>();
        for (Path file : files(root)) {
            tree.put(root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
        }
        return tree;
    }

    private static void copy(Path from, Path to) throws IOException {
        for (Path file : files(from)) {
            Path target = to.resolve(from.relativize(file).toString());
            Files.createDirectories(target.getParent());
            Files.copy(file, target);
        }
    }
}
