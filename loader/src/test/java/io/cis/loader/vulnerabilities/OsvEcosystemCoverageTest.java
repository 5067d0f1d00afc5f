package io.cis.loader.vulnerabilities;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.Engine;
import io.cis.engine.purl.Ecosystem;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotBuilder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every ecosystem of the OSV export and of the sample records is read in a version order of its own, read as a Linux
 * distribution's, or reported: none is silently compared in the generic order. What the build does with each is
 * stated in {@code osv-export/osv-ecosystems.tsv}, which docs/versions.md repeats.
 */
class OsvEcosystemCoverageTest {

    @TempDir
    static Path dir;
    private static BuildReport report;
    private static Engine engine;

    @BeforeAll
    static void build() throws Exception {
        Path snapshot = dir.resolve("snapshot");
        report = SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(resource("/feeds/osv-ecosystems"), snapshot,
                false);
        engine = Engine.open(snapshot);
    }

    @AfterAll
    static void close() {
        engine.close();
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(OsvEcosystemCoverageTest.class.getResource(name).toURI());
    }

    /** Export name to [ecosystem string as records write it, handling]. */
    private static Map<String, String[]> statedHandling() throws Exception {
        Map<String, String[]> stated = new LinkedHashMap<>();
        for (String line : Files.readAllLines(resource("/osv-export/osv-ecosystems.tsv"), StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] f = line.split("\t");
                stated.put(f[0], new String[] {f[1], f[2]});
            }
        }
        return stated;
    }

    /** What the merge does with an affected package of this ecosystem string. */
    private static String handling(String ecosystem) {
        Optional<OsvDistributions.Located> distro = OsvDistributions.locate(ecosystem, "pkg");
        if (distro.isPresent()) {
            return "distribution " + distro.get().key().type();
        }
        Optional<String> type = OsvPackages.typeOf(ecosystem);
        if (type.isEmpty()) {
            return "skipped";
        }
        VersionScheme<?> scheme = VersionSchemes.forEcosystem(Ecosystem.fromType(type.get()));
        return scheme == VersionSchemes.GENERIC ? "semver-only " + type.get() : "order " + scheme.name();
    }

    @Test
    void everyEcosystemOfTheExportListIsStated() throws Exception {
        List<String> listed = Files.readAllLines(resource("/osv-export/ecosystems.txt"), StandardCharsets.UTF_8)
                .stream().map(String::strip).filter(l -> !l.isEmpty()).toList();
        assertThat(listed).hasSizeGreaterThanOrEqualTo(34);
        assertThat(statedHandling().keySet()).containsAll(listed);
    }

    @Test
    void eachEcosystemIsHandledAsStated() throws Exception {
        statedHandling().forEach((name, stated) ->
                assertThat(handling(stated[0])).as(name + " (" + stated[0] + ")").isEqualTo(stated[1]));
    }

    @Test
    void noEcosystemOfTheExportFallsBackToTheGenericOrderForItsEcosystemRanges() throws Exception {
        Set<String> generic = statedHandling().values().stream().map(s -> s[1])
                .filter(h -> h.startsWith("order generic")).collect(Collectors.toSet());
        assertThat(generic).isEmpty();
    }

    @Test
    void anEcosystemWithoutAPackageUrlIsReportedWithItsReason() {
        assertThat(report.vulnerabilities().skipped())
                .filteredOn(skip -> skip.id().equals("GHSA-j8xg-fqg3-53r7"))
                .extracting(SkippedRecord::reason)
                .containsExactly("affected package GitHub Actions/word-wrap has no package URL here");
        assertThat(report.summary()).contains("GHSA-j8xg-fqg3-53r7: affected package GitHub Actions/word-wrap"
                + " has no package URL here");
    }

    @Test
    void cranAndSwiftRecordsAreStoredNotSkipped() {
        assertThat(report.vulnerabilities().skipped()).extracting(SkippedRecord::id)
                .doesNotContain("RSEC-2026-1", "GHSA-7fj7-39wj-c64f");
        assertThat(report.vulnerabilities().affectedUnknown()).isEmpty();
    }

    @Test
    void ecosystemRangesOfATypeWithoutAnOrderAreRefusedAndSemverRangesKept() {
        AffectedPackage bitnami = new AffectedPackage("Bitnami", "redis", null,
                List.of(new AffectedRange("ECOSYSTEM", List.of(new RangeEvent("introduced", "7.0.0")))),
                List.of(), List.of(), null);
        AffectedPackage semver = new AffectedPackage("Bitnami", "redis", null,
                List.of(new AffectedRange("SEMVER", List.of(new RangeEvent("introduced", "7.0.0")))),
                List.of(), List.of(), null);
        assertThat(OsvPackages.unorderedRanges(new PurlKey("bitnami", null, "redis"), bitnami))
                .hasValueSatisfying(reason -> assertThat(reason).contains("bitnami purl type has no version order"));
        assertThat(OsvPackages.unorderedRanges(new PurlKey("cocoapods", null, "AFNetworking"), bitnami)).isPresent();
        assertThat(OsvPackages.unorderedRanges(new PurlKey("bitnami", null, "redis"), semver)).isEmpty();
        assertThat(OsvPackages.unorderedRanges(new PurlKey("cran", null, "png"), bitnami)).isEmpty();
    }

    /** RSEC-2026-1: png from 0.1-3, fixed in 0.1-9, in R's order (0.1-10 above 0.1-9; 0.1.8 is 0.1-8). */
    @ParameterizedTest
    @CsvSource({"pkg:cran/png@0.1-3, true", "pkg:cran/png@0.1-8, true", "pkg:cran/png@0.1.8, true",
        "pkg:cran/png@0.1-9, false", "pkg:cran/png@0.1-10, false", "pkg:cran/png@0.1-2, false"})
    void aCranAdvisoryAnswersInRsOrder(String purl, boolean affected) {
        assertThat(ids(purl).contains("RSEC-2026-1") || ids(purl).contains("CVE-2026-25646")).as(purl)
                .isEqualTo(affected);
    }

    /** GHSA-7fj7-39wj-c64f: swift-nio [0, 2.29.1), [2.39.0, 2.39.1), [2.41.0, 2.42.0), SEMVER ranges. */
    @ParameterizedTest
    @CsvSource({"2.29.0, true", "2.29.1, false", "2.39.0, true", "v2.39.0, true", "2.41.1, true", "2.42.0, false",
        "2.40.0, false"})
    void aSwiftAdvisoryAnswersInSemverOrder(String version, boolean affected) {
        List<String> ids = ids("pkg:swift/github.com/apple/swift-nio@" + version);
        assertThat(ids.contains("GHSA-7fj7-39wj-c64f") || ids.stream().anyMatch(id -> id.startsWith("CVE-")))
                .as(version).isEqualTo(affected);
    }

    private static List<String> ids(String purl) {
        return engine.vulnerabilities().vulnerabilities(purl, "").vulnerabilities().stream()
                .map(VulnerabilityRecord::id).toList();
    }
}
