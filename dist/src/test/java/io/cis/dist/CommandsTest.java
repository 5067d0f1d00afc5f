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
        assertThat(info.out()).contains("schema_version 1.8.0").contains("spdx").contains("2026-02-20").contains("3.28.0");
        Run json = run("info", "--snapshot", snapshot.toString(), "--json");
        assertThat(json.out()).contains("\"schema_version\" : \"1.8.0\"").contains("\"files\"");
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
