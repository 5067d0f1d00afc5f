package io.cis.loader.feeds.sarif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.staticanalysis.AnalysedFile;
import io.cis.engine.staticanalysis.Issue;
import io.cis.engine.staticanalysis.StaticAnalysisRecord;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SarifFeedTest {

    private static final String PYGOAT = "github/leftrightleft/pygoat/c45f8ffbc611bf61d7cdf81c3fd09be3aed9545d/pygoat.semgrep-0.114.0.sarif";
    private static final String GOSEC = "github/amadeusitgroup/gh-app-auth/cb1aa8c40c1362e6e8531db205bb52c90a567eb9/gh-app-auth.gosec.sarif";
    private static final String CODEQL = "github/felickz/vulnerable-express/d51c0d4b97f2bc05d9303d987eb628810b4b3dbb/vulnerable-express.codeql-2.12.5.sarif";
    private static final String BANDIT = "github/ramirodhen/todo-list-aws/a69ad82787121becd2276a55e3613b250bd57deb/todo-list-aws.bandit.sarif";
    private static final String SUPPLY_CHAIN = "github/swati-sharma/sarif-reports/28aa15257003556ebfb8c5bba06f68b3265054fd/supply-chain.semgrep-oss-1.61.1.sarif";
    private static final String RULE_TESTS = "github/pngouin/test-sarif-semgrep/f76e28f296ef37b0d36671d9341e0dfb2608aba0/semgrep-rules-tests.semgrep-0.44.0.sarif";
    /** What the interface calls SARIF's levels. */
    private static final Map<String, String> SEVERITY = Map.of("error", "ERROR", "warning", "WARNING", "note", "INFO");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ValueCodec CODEC = new ValueCodec();

    private static CollectedFacts facts;
    private static SnapshotTables tables;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleLogs() throws FeedException {
        facts = new CollectedFacts();
        tables = new SnapshotTables();
        SarifFeed feed = new SarifFeed(CODEC);
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(),
                new BuildSink(tables, facts, new CollectedVulnerabilities()));
    }

    /** A loaded snapshot table and what the feed said about it. */
    private record Loaded(SnapshotTables tables, CollectedFacts facts, FeedResult result) {

        StaticAnalysisRecord record(String purl, String version) {
            byte[] value = tables.entries(Domain.STATIC_ANALYSIS).get(ComponentKeys.version(purl, version));
            assertThat(value).as("stored issues of " + purl + "@" + version).isNotNull();
            return CODEC.decode(value, StaticAnalysisRecord.class);
        }
    }

    private static Loaded load(Path feedsRoot) throws FeedException {
        SnapshotTables own = new SnapshotTables();
        CollectedFacts ownFacts = new CollectedFacts();
        FeedResult loaded = new SarifFeed(CODEC).load(feedsRoot, feedsRoot.resolve("sarif"),
                new BuildSink(own, ownFacts, new CollectedVulnerabilities()));
        return new Loaded(own, ownFacts, loaded);
    }

    private static JsonNode sample(String relative) throws IOException {
        return JSON.readTree(SampleFeeds.sarif(relative).toFile());
    }

    /** Writes a (possibly changed) log under {@code feedsRoot/sarif/<relative>}. */
    private static Path write(Path feedsRoot, String relative, Object log) throws IOException {
        Path file = feedsRoot.resolve("sarif").resolve(relative);
        Files.createDirectories(file.getParent());
        if (log instanceof String text) {
            Files.writeString(file, text);
        } else {
            JSON.writeValue(file.toFile(), log);
        }
        return file;
    }

    /** The purl its folders spell and the version folder, read from the sample's path without the feed. */
    private static String[] purlAndVersion(String relative) {
        String[] segments = relative.split("/");
        return new String[] {"pkg:" + segments[0] + "/" + segments[1] + "/" + segments[2], segments[3]};
    }

    private static StaticAnalysisRecord stored(String relative) {
        String[] purl = purlAndVersion(relative);
        return new Loaded(tables, facts, result).record(purl[0], purl[1]);
    }

    private static AnalysedFile file(StaticAnalysisRecord record, String path) {
        return record.files().stream().filter(f -> f.path().equals(path)).findFirst()
                .orElseThrow(() -> new AssertionError("no file " + path + " in " + record));
    }

    private static ObjectNode run(JsonNode log) {
        return (ObjectNode) log.get("runs").get(0);
    }

    private static ObjectNode result(JsonNode log, int index) {
        return (ObjectNode) run(log).get("results").get(index);
    }

    private static ObjectNode region(JsonNode result) {
        return (ObjectNode) result.at("/locations/0/physicalLocation/region");
    }

    /** The answer's severity of each rule's {@code defaultConfiguration.level}, read from the log. */
    private static Map<String, String> ruleSeverities(JsonNode log) {
        Map<String, String> severities = new HashMap<>();
        run(log).at("/tool/driver/rules").forEach(rule -> severities.put(rule.get("id").asText(),
                SEVERITY.get(rule.at("/defaultConfiguration/level").asText())));
        return severities;
    }

    private static List<String> sampleLogs() throws IOException {
        try (Stream<Path> walk = Files.walk(SampleFeeds.sarif())) {
            return walk.filter(p -> p.toString().endsWith(".sarif"))
                    .map(p -> SampleFeeds.sarif().relativize(p).toString().replace('\\', '/')).sorted().toList();
        }
    }

    @Test
    void findsTheLogsUnderTheFeedsRootOrAsTheRootItself() {
        SarifFeed feed = new SarifFeed(CODEC);
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.sarif().normalize());
        assertThat(feed.locate(SampleFeeds.sarif())).contains(SampleFeeds.sarif().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(result.name()).isEqualTo("sarif");
        assertThat(result.path()).isEqualTo("sarif");
        assertThat(result.feedDate()).isNull();
    }

    @Test
    void everyResultOfTheSevenSampleLogsIsStored() throws IOException {
        long results = 0;
        for (String log : sampleLogs()) {
            for (JsonNode run : sample(log).get("runs")) {
                results += run.get("results").size();
            }
        }
        assertThat(sampleLogs()).hasSize(7);
        assertThat(results).isEqualTo(7 + 117 + 16 + 46 + 577 + 1 + 7);
        assertThat(result.skipped()).isEmpty();
        assertThat(result.records()).isEqualTo(results);
    }

    @Test
    void eachLogsFoldersNameTheComponentVersionThatJoinsTheCatalog() throws IOException {
        for (String log : sampleLogs()) {
            String[] purl = purlAndVersion(log);
            assertThat(facts.components()).extracting(ComponentFacts::purl).contains(purl[0]);
            assertThat(facts.versions()).anySatisfy(version -> {
                assertThat(version.purl()).isEqualTo(purl[0]);
                assertThat(version.version()).isEqualTo(purl[1]);
            });
            assertThat(stored(log).files()).isNotEmpty();
        }
        assertThat(facts.versions()).extracting(VersionFacts::version).hasSize(7).doesNotHaveDuplicates();
        assertThat(tables.size(Domain.STATIC_ANALYSIS)).isEqualTo(7);
    }

    @Test
    void aSemgrepResultTakesItsLevelFromItsRulesDefaultConfiguration() throws IOException {
        JsonNode log = sample(PYGOAT);
        Map<String, String> ruleSeverities = ruleSeverities(log);
        StaticAnalysisRecord record = stored(PYGOAT);
        Set<String> severities = new HashSet<>();
        for (JsonNode found : run(log).get("results")) {
            assertThat(found.has("level")).isFalse();
            JsonNode location = found.at("/locations/0/physicalLocation");
            String severity = ruleSeverities.get(found.get("ruleId").asText());
            Issue expected = new Issue(found.get("ruleId").asText(), location.at("/region/startLine").asText(),
                    location.at("/region/endLine").asText(), severity);
            assertThat(file(record, location.at("/artifactLocation/uri").asText()).issues()).contains(expected);
            severities.add(severity);
        }
        assertThat(severities).containsExactlyInAnyOrder("ERROR", "WARNING");
        // the first result of the run, as the log writes it
        assertThat(file(record, "Dockerfile").issues()).contains(
                new Issue("dockerfile.security.missing-user.missing-user", "34", "34", "ERROR"));
    }

    @Test
    void aResultsOwnLevelWinsOverItsRulesAndNoteIsInfo(@TempDir Path dir) throws Exception {
        JsonNode log = sample(GOSEC);
        ObjectNode first = result(log, 0);
        String rule = first.get("ruleId").asText();
        assertThat(first.get("level").asText()).isEqualTo("error");
        first.put("level", "note");
        write(dir, GOSEC, log);
        Loaded loaded = load(dir);
        String path = first.at("/locations/0/physicalLocation/artifactLocation/uri").asText();
        String line = region(first).get("startLine").asText();
        String[] purl = purlAndVersion(GOSEC);
        assertThat(file(loaded.record(purl[0], purl[1]), path).issues()).containsExactly(new Issue(rule, line, line, "INFO"));
        // unchanged, the real log's result-level "error" is what the answer says
        assertThat(file(stored(GOSEC), path).issues()).containsExactly(new Issue(rule, line, line, "ERROR"));
    }

    @Test
    void codeQlReachesItsRulesByIndexAndARegionWithoutEndLineIsOneLine() throws IOException {
        JsonNode log = sample(CODEQL);
        JsonNode rules = run(log).at("/tool/driver/rules");
        Set<Issue> expected = new HashSet<>();
        for (JsonNode found : run(log).get("results")) {
            JsonNode location = found.at("/locations/0/physicalLocation");
            if (!location.at("/artifactLocation/uri").asText().equals("app.ts")) {
                continue;
            }
            assertThat(location.at("/region").has("endLine")).isFalse();
            String line = location.at("/region/startLine").asText();
            String level = rules.get(found.get("ruleIndex").asInt()).at("/defaultConfiguration/level").asText();
            expected.add(new Issue(found.get("ruleId").asText(), line, line, SEVERITY.get(level)));
        }
        AnalysedFile app = file(stored(CODEQL), "app.ts");
        // two js/incomplete-sanitization results on line 30 differ only in their columns: one issue
        assertThat(app.issues()).containsExactlyInAnyOrderElementsOf(expected).hasSize(10 + 1);
        assertThat(app.fileMd5()).as("CodeQL's artifacts state no hashes").isEmpty();
    }

    @Test
    void banditStatesNoLevelAnywhereSoSarifsDefaultWarningApplies() throws IOException {
        JsonNode log = sample(BANDIT);
        assertThat(run(log).at("/tool/driver/rules/0").has("defaultConfiguration")).isFalse();
        JsonNode found = result(log, 0);
        String line = region(found).get("startLine").asText();
        assertThat(stored(BANDIT).files()).containsExactly(new AnalysedFile("", "src/todoList.py",
                List.of(new Issue(found.get("ruleId").asText(), line, line, "WARNING"))));
    }

    @Test
    void aFindingTheToolPlacedOnNoLineIsAboutTheWholeFile() throws IOException {
        JsonNode log = sample(SUPPLY_CHAIN);
        Map<String, String> ruleSeverities = ruleSeverities(log);
        List<Issue> lockfile = new ArrayList<>();
        for (JsonNode found : run(log).get("results")) {
            JsonNode location = found.at("/locations/0/physicalLocation");
            if (location.at("/artifactLocation/uri").asText().equals("rust/Cargo.lock")) {
                // Semgrep Supply Chain's way of saying it found the package but not its line
                assertThat(location.at("/region/startLine").asInt()).isZero();
                assertThat(location.at("/region/endLine").asInt()).isZero();
                String rule = found.get("ruleId").asText();
                lockfile.add(new Issue(rule, "", "", ruleSeverities.get(rule)));
            }
        }
        assertThat(lockfile).hasSize(4);
        assertThat(file(stored(SUPPLY_CHAIN), "rust/Cargo.lock").issues()).containsExactlyInAnyOrderElementsOf(lockfile);
        assertThat(file(stored(SUPPLY_CHAIN), "go.mod").issues()).extracting(Issue::from).containsExactly("10");
    }

    @Test
    void aLocationWithoutRegionMeansTheWholeFile(@TempDir Path dir) throws Exception {
        JsonNode log = sample(BANDIT);
        ((ObjectNode) result(log, 0).at("/locations/0/physicalLocation")).remove("region");
        write(dir, "pypi/todo-list/1.0.0/bandit.sarif", log);
        assertThat(load(dir).record("pkg:pypi/todo-list", "1.0.0").files()).singleElement()
                .satisfies(f -> assertThat(f.issues()).containsExactly(new Issue("B307", "", "", "WARNING")));
    }

    @Test
    void filesComeInPathOrderAndIssuesInLineOrder() {
        StaticAnalysisRecord record = stored(RULE_TESTS);
        List<String> paths = record.files().stream().map(AnalysedFile::path).toList();
        assertThat(paths).isSorted().doesNotHaveDuplicates();
        for (AnalysedFile analysed : record.files()) {
            List<Integer> starts = analysed.issues().stream().map(i -> Integer.parseInt(i.from())).toList();
            assertThat(starts).isSorted();
            analysed.issues().forEach(i -> assertThat(Integer.parseInt(i.to())).isGreaterThanOrEqualTo(Integer.parseInt(i.from())));
        }
    }

    @Test
    void theFilesMd5ComesFromTheArtifactsHashesByIndexOrByUri(@TempDir Path dir) throws Exception {
        JsonNode codeql = sample(CODEQL);
        ((ObjectNode) run(codeql).get("artifacts").get(0)).putObject("hashes")
                .put("sha-256", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
                .put("md5", "D41D8CD98F00B204E9800998ECF8427E");
        write(dir, CODEQL, codeql);
        JsonNode gosec = sample(GOSEC);
        String uri = result(gosec, 0).at("/locations/0/physicalLocation/artifactLocation/uri").asText();
        ObjectNode artifact = run(gosec).putArray("artifacts").addObject();
        artifact.putObject("location").put("uri", uri);
        artifact.putObject("hashes").put("MD5", "9e107d9d372bb6826bd81d3542a419d6");
        write(dir, GOSEC, gosec);
        Loaded loaded = load(dir);
        String[] express = purlAndVersion(CODEQL);
        StaticAnalysisRecord record = loaded.record(express[0], express[1]);
        assertThat(file(record, "app.ts").fileMd5()).isEqualTo("d41d8cd98f00b204e9800998ecf8427e");
        assertThat(file(record, "injectors.ts").fileMd5()).isEmpty();
        String[] auth = purlAndVersion(GOSEC);
        assertThat(file(loaded.record(auth[0], auth[1]), uri).fileMd5()).isEqualTo("9e107d9d372bb6826bd81d3542a419d6");
        assertThat(loaded.result().skipped()).isEmpty();
    }

    @Test
    void anArtifactHashThatIsNoMd5IsListedAndTheIssuesStayWithoutIt(@TempDir Path dir) throws Exception {
        JsonNode codeql = sample(CODEQL);
        ((ObjectNode) run(codeql).get("artifacts").get(0)).putObject("hashes").put("md5", "not-a-hash");
        Path file = write(dir, CODEQL, codeql);
        Loaded loaded = load(dir);
        String[] express = purlAndVersion(CODEQL);
        assertThat(file(loaded.record(express[0], express[1]), "app.ts").fileMd5()).isEmpty();
        assertThat(loaded.result().records()).isEqualTo(16);
        assertThat(loaded.result().skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo(dir.relativize(file).toString());
            assertThat(skip.id()).isEqualTo("runs[0].artifacts[0]");
            assertThat(skip.reason()).contains("hashes.md5").contains("not-a-hash");
        });
    }

    @Test
    void theLogsOfOneVersionAreStoredTogetherGroupedByFile(@TempDir Path dir) throws Exception {
        String version = PYGOAT.substring(0, PYGOAT.lastIndexOf('/'));
        write(dir, PYGOAT, sample(PYGOAT));
        write(dir, version + "/bandit.sarif", sample(BANDIT));
        Loaded loaded = load(dir);
        String[] purl = purlAndVersion(PYGOAT);
        StaticAnalysisRecord record = loaded.record(purl[0], purl[1]);
        assertThat(record.files()).containsAll(stored(PYGOAT).files()).containsAll(stored(BANDIT).files())
                .hasSize(stored(PYGOAT).files().size() + 1);
        assertThat(loaded.result().records()).isEqualTo(46 + 1);
        assertThat(loaded.facts().versions()).hasSize(1);
    }

    @Test
    void aPercentEncodedUriNamesTheDecodedPath(@TempDir Path dir) throws Exception {
        JsonNode log = sample(BANDIT);
        ((ObjectNode) result(log, 0).at("/locations/0/physicalLocation/artifactLocation")).put("uri", "src/todo%20list.py");
        write(dir, "pypi/todo-list/1.0.0/bandit.sarif", log);
        assertThat(load(dir).record("pkg:pypi/todo-list", "1.0.0").files()).extracting(AnalysedFile::path)
                .containsExactly("src/todo list.py");
    }

    @Test
    void aNamespaceMayTakeSeveralFoldersAndNoneAtAllAndNamesAreSpelledAsPurlsSpellThem(@TempDir Path dir) throws Exception {
        write(dir, "golang/golang.org/x/net/v0.7.0/bandit.sarif", sample(BANDIT));
        write(dir, "pypi/Django/4.2.0/bandit.sarif", sample(BANDIT));
        Loaded loaded = load(dir);
        assertThat(loaded.facts().components()).extracting(ComponentFacts::purl)
                .containsExactly("pkg:golang/golang.org/x/net", "pkg:pypi/django");
        assertThat(loaded.record("pkg:golang/golang.org/x/net", "v0.7.0").files()).isNotEmpty();
        // packageurl-java writes PyPI names in lower case; the key is the canonical one lookups use
        assertThat(loaded.record("pkg:pypi/django", "4.2.0").files()).isNotEmpty();
    }

    @Test
    void resultsThatCannotBeIssuesAreSkippedAndListedByFileAndPosition(@TempDir Path dir) throws Exception {
        JsonNode log = sample(GOSEC);
        result(log, 0).remove("locations");
        region(result(log, 1)).put("startLine", -3);
        result(log, 2).put("level", "fatal");
        result(log, 3).put("ruleIndex", 99);
        result(log, 4).putArray("suppressions").addObject().put("kind", "inSource");
        result(log, 5).remove("level");
        result(log, 5).put("kind", "pass");
        Path file = write(dir, GOSEC, log);
        Loaded loaded = load(dir);
        assertThat(loaded.result().records()).isEqualTo(1);
        List<SkippedRecord> skipped = loaded.result().skipped();
        assertThat(skipped).extracting(SkippedRecord::file).containsOnly(dir.relativize(file).toString());
        assertThat(skipped).extracting(SkippedRecord::id).containsExactly("runs[0].results[0]", "runs[0].results[1]",
                "runs[0].results[2]", "runs[0].results[3]", "runs[0].results[4]", "runs[0].results[5]");
        assertThat(skipped.get(0).reason()).startsWith(result(log, 0).get("ruleId").asText() + ": ").contains("no locations");
        assertThat(skipped.get(1).reason()).contains("startLine -3 is not a line number");
        assertThat(skipped.get(2).reason()).contains("\"fatal\"");
        assertThat(skipped.get(3).reason()).contains("rule index 99 names no rule");
        assertThat(skipped.get(4).reason()).contains("suppressed (inSource)");
        assertThat(skipped.get(5).reason()).contains("level none (kind pass)");
        String[] purl = purlAndVersion(GOSEC);
        List<Issue> kept = new ArrayList<>();
        loaded.record(purl[0], purl[1]).files().forEach(f -> kept.addAll(f.issues()));
        assertThat(kept).hasSize(1);
    }

    @Test
    void aTruncatedLogStopsTheBuildNamingTheFile(@TempDir Path dir) throws Exception {
        String text = Files.readString(SampleFeeds.sarif(PYGOAT));
        Path file = write(dir, PYGOAT, text.substring(0, text.length() / 2));
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class)
                .hasMessageStartingWith(file.toString()).hasMessageContaining("not valid JSON")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(file));
    }

    @Test
    void aLogOfAnotherSarifVersionOrWithoutRunsIsMalformed(@TempDir Path dir) throws Exception {
        ObjectNode older = (ObjectNode) sample(BANDIT);
        older.put("version", "2.0.0");
        Path file = write(dir, BANDIT, older);
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class).hasMessageStartingWith(file.toString())
                .hasMessageContaining("SARIF version 2.0.0 is not supported");
        ObjectNode noRuns = (ObjectNode) sample(BANDIT);
        noRuns.remove("runs");
        write(dir, BANDIT, noRuns);
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class).hasMessageContaining("\"runs\" must be an array");
        write(dir, BANDIT, "[]");
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class).hasMessageContaining("not a SARIF log");
    }

    @Test
    void aRunWithoutItsToolOrWithResultsThatAreNoListIsMalformed(@TempDir Path dir) throws Exception {
        JsonNode noTool = sample(BANDIT);
        run(noTool).remove("tool");
        Path file = write(dir, BANDIT, noTool);
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class).hasMessageStartingWith(file.toString())
                .hasMessageContaining("runs[0].tool.driver is missing");
        JsonNode resultsObject = sample(BANDIT);
        run(resultsObject).putObject("results");
        write(dir, BANDIT, resultsObject);
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class).hasMessageContaining("runs[0].results is not an array");
    }

    @Test
    void aLogWhosePathNamesNoVersionStopsTheBuild(@TempDir Path dir) throws Exception {
        Path file = write(dir, "github/leftrightleft/pygoat.sarif", sample(BANDIT));
        assertThatThrownBy(() -> load(dir)).isInstanceOf(FeedException.class).hasMessageStartingWith(file.toString())
                .hasMessageContaining("does not say which component version");
    }

    @Test
    void aRunWithoutResultsStillMakesItsVersionKnown(@TempDir Path dir) throws Exception {
        JsonNode log = sample(BANDIT);
        ((ArrayNode) run(log).get("results")).removeAll();
        write(dir, "pypi/todo-list/1.0.0/bandit.sarif", log);
        Loaded loaded = load(dir);
        assertThat(loaded.record("pkg:pypi/todo-list", "1.0.0").files()).isEmpty();
        assertThat(loaded.facts().versions()).extracting(VersionFacts::version).containsExactly("1.0.0");
        assertThat(loaded.result().records()).isZero();
    }

    @Test
    void aRuleReferenceMayNameAnExtensionOfTheTool(@TempDir Path dir) throws Exception {
        JsonNode log = sample(GOSEC);
        ObjectNode extension = ((ObjectNode) run(log).get("tool")).putArray("extensions").addObject();
        extension.put("name", "custom-pack");
        extension.putArray("rules").addObject().put("id", "custom-rule").putObject("defaultConfiguration").put("level", "note");
        ObjectNode byName = result(log, 0);
        byName.remove("level");
        byName.remove("ruleId");
        byName.putObject("rule").put("index", 0).putObject("toolComponent").put("name", "custom-pack");
        ObjectNode byIndex = result(log, 1);
        byIndex.remove("level");
        byIndex.putObject("rule").put("id", "G301").put("index", 0).putObject("toolComponent").put("index", 3);
        write(dir, GOSEC, log);
        Loaded loaded = load(dir);
        String[] purl = purlAndVersion(GOSEC);
        String path = byName.at("/locations/0/physicalLocation/artifactLocation/uri").asText();
        String line = region(byName).get("startLine").asText();
        assertThat(file(loaded.record(purl[0], purl[1]), path).issues()).containsExactly(new Issue("custom-rule", line, line, "INFO"));
        assertThat(loaded.result().skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.id()).isEqualTo("runs[0].results[1]");
            assertThat(skip.reason()).isEqualTo("G301: rule.toolComponent.index 3 names no extension (the tool has 1)");
        });
    }

    @Test
    void withoutRuleIdTheIndexedRuleNamesTheIssue(@TempDir Path dir) throws Exception {
        JsonNode log = sample(CODEQL);
        ObjectNode first = result(log, 0);
        String rule = first.get("ruleId").asText();
        first.remove("ruleId");
        first.remove("rule");
        ObjectNode dangling = result(log, 1);
        ((ObjectNode) dangling.at("/locations/0/physicalLocation/artifactLocation")).remove("uri");
        ((ObjectNode) dangling.at("/locations/0/physicalLocation/artifactLocation")).put("index", 42);
        write(dir, CODEQL, log);
        Loaded loaded = load(dir);
        String[] purl = purlAndVersion(CODEQL);
        String line = region(first).get("startLine").asText();
        assertThat(file(loaded.record(purl[0], purl[1]), "app.ts").issues()).contains(new Issue(rule, line, line, "ERROR"));
        assertThat(loaded.result().skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.id()).isEqualTo("runs[0].results[1]");
            assertThat(skip.reason()).contains("artifactLocation.index 42 names no usable artifact (the run lists 6)");
        });
    }
}
