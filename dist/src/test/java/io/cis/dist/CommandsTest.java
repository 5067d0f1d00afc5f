package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.snapshot.SnapshotFiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The jar's commands as an operator runs them: build, refuse a damaged snapshot, verify, info. */
class CommandsTest {

    @TempDir
    static Path dir;
    private static Path snapshot;

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @BeforeAll
    static void buildFromTheSpdxFeedFolder() {
        Path spdxFolder = Path.of(System.getProperty("cis.sample.feeds")).resolve("spdx");
        snapshot = dir.resolve("snap");
        Run build = run("build", "--feeds", spdxFolder.toString(), "--out", snapshot.toString());
        assertThat(build.exit()).as(build.err()).isZero();
        assertThat(build.out()).contains("spdx").contains("811");
    }

    private static Path damagedCopy(String name) throws Exception {
        Path copy = dir.resolve("damaged-" + name.replace('.', '-'));
        Files.createDirectories(copy);
        for (String file : SnapshotFiles.list(snapshot)) {
            Files.copy(snapshot.resolve(file), copy.resolve(file));
        }
        Files.copy(snapshot.resolve("manifest.json"), copy.resolve("manifest.json"));
        Path target = copy.resolve(name);
        byte[] bytes = Files.readAllBytes(target);
        bytes[bytes.length / 3] ^= (byte) 0x40;
        Files.write(target, bytes);
        return copy;
    }

    @Test
    void serveRefusesASnapshotWithOneFlippedByteWithExitCode2NamingTheFile() throws Exception {
        String sst = SnapshotFiles.list(snapshot).stream().filter(n -> n.endsWith(".sst")).findFirst().orElseThrow();
        Path damaged = damagedCopy(sst);
        Run serve = run("serve", "--snapshot", damaged.toString(), "--port", "0");
        assertThat(serve.exit()).isEqualTo(2);
        assertThat(serve.err().strip()).doesNotContain("\n").contains(damaged.resolve(sst).toString());
    }

    @Test
    void serveRefusesADamagedManifestAndAMissingOne() throws Exception {
        Path truncated = damagedCopy("manifest.json");
        Files.writeString(truncated.resolve("manifest.json"), "{\"schema_version\": \"1.0.0\", \"files\": {");
        Run damagedManifest = run("serve", "--snapshot", truncated.toString(), "--port", "0");
        assertThat(damagedManifest.exit()).isEqualTo(2);
        assertThat(damagedManifest.err()).contains("manifest.json").contains("not valid JSON");
        Run missing = run("serve", "--snapshot", dir.resolve("nothing-here").toString(), "--port", "0");
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("not a snapshot directory");
    }

    @Test
    void serveRefusesOptionValuesThatCannotWorkWithExitCode2AndNoStackTrace() {
        Run serve = run("serve", "--snapshot", snapshot.toString(), "--port", "0", "--max-batch", "0",
                "--block-cache-mb", "-1", "--deadline", "0s");

        assertThat(serve.exit()).isEqualTo(2);
        assertThat(serve.err()).contains("--max-batch must be at least 1, was 0")
                .contains("--block-cache-mb must be at least 0, was -1")
                .contains("--deadline must be longer than zero")
                .doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void verifyPassesASoundSnapshotAndNamesTheDamagedFile() throws Exception {
        Run good = run("verify", "--snapshot", snapshot.toString());
        assertThat(good.exit()).as(good.err()).isZero();
        assertThat(good.out()).startsWith("ok ");
        Run bad = run("verify", "--snapshot", damagedCopy("CURRENT").toString());
        assertThat(bad.exit()).isNotZero();
        assertThat(bad.err()).contains("CURRENT").contains("SHA-256");
    }

    @Test
    void infoPrintsTheManifest() {
        Run info = run("info", "--snapshot", snapshot.toString());
        assertThat(info.exit()).isZero();
        assertThat(info.out()).contains("schema_version 1.9.0").contains("spdx").contains("2026-02-20").contains("3.28.0");
        // the license list is dated but not tracked: with no vulnerability feed, staleness runs from the build
        assertThat(info.out()).contains("data_date      - (no tracked feed states one; measured from created_at)")
                .containsPattern("(?m)^spdx +json +811 +0 +2026-02-20T00:00:00Z +data +\\d+d +- +3\\.28\\.0$");
        Run json = run("info", "--snapshot", snapshot.toString(), "--json");
        assertThat(json.out()).contains("\"schema_version\" : \"1.9.0\"").contains("\"files\"")
                .contains("\"data_date\" : \"2026-02-20T00:00:00Z\"");
    }

    @Test
    void infoNamesTheStaleFeedByItsDataDateNotTheBuild() throws Exception {
        Path feeds = dir.resolve("vulnerability-feeds");
        Path samples = Path.of(System.getProperty("cis.sample.feeds"));
        Files.createDirectories(feeds.resolve("epss"));
        Files.createDirectories(feeds.resolve("kev"));
        Files.copy(samples.resolve("epss/epss_scores-2025-08-15.csv"), feeds.resolve("epss/epss_scores-2025-08-15.csv"));
        Files.copy(samples.resolve("kev/known_exploited_vulnerabilities.csv"), feeds.resolve("kev/known_exploited_vulnerabilities.csv"));
        String scoreDate = Files.readAllLines(feeds.resolve("epss/epss_scores-2025-08-15.csv")).get(0)
                .replaceAll(".*score_date:(\\d{4}-\\d{2}-\\d{2}).*", "$1");
        Path built = dir.resolve("vulnerability-snapshot");
        assertThat(run("build", "--feeds", feeds.toString(), "--out", built.toString()).exit()).isZero();
        long days = java.time.Duration.between(java.time.Instant.parse(scoreDate + "T00:00:00Z"), java.time.Instant.now()).toDays();

        Run stale = run("info", "--snapshot", built.toString(), "--max-age", "7d");
        Run fresh = run("info", "--snapshot", built.toString(), "--max-age", "36500d");

        // built a moment ago, its data is as old as the EPSS scores, the older of its two tracked feeds
        assertThat(stale.out()).contains("data_date      " + scoreDate + "T00:00:00Z (feed epss, the oldest tracked feed)")
                .contains("stale          yes: feed epss data dated " + scoreDate + "T00:00:00Z is " + days
                        + " days old, past the maximum age of 7d")
                .containsPattern("(?m)^epss +epss +103 +0 +" + scoreDate + "T00:00:00Z +data +" + days + "d +STALE +v4$");
        assertThat(fresh.out()).contains("stale          no (maximum age 36500d)")
                .containsPattern("(?m)^kev +kev +1460 +0 +\\S+ +data +\\d+d +fresh +-$");
    }

    @Test
    void infoWithDomainsListsTheEntriesAndBytesOfEachStoredDomain() {
        Run info = run("info", "--snapshot", snapshot.toString(), "--domains");
        assertThat(info.exit()).isZero();
        // the SPDX list 3.28.0 in the snapshot holds 727 licenses and 84 exceptions
        assertThat(info.out()).containsPattern("(?m)^licenses\\s+727\\s+[1-9]\\d*$")
                .containsPattern("(?m)^license_exceptions\\s+84\\s+[1-9]\\d*$");
    }

    @Test
    void aMalformedFeedFailsTheBuildNamingTheFileAndPublishesNothing() throws Exception {
        Path feeds = dir.resolve("bad-feeds/spdx/json");
        Files.createDirectories(feeds);
        Files.writeString(feeds.resolve("licenses.json"), "{\"licenses\": [ {\"licenseId\": ");
        Path out = dir.resolve("never");
        Run build = run("build", "--feeds", dir.resolve("bad-feeds").toString(), "--out", out.toString());
        assertThat(build.exit()).isEqualTo(1);
        assertThat(build.err()).contains(feeds.resolve("licenses.json").toString());
        assertThat(out).doesNotExist();
    }
}
