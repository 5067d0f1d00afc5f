package io.cis.loader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.TinyDisk;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code build} as an operator sees it: a build that cannot complete exits {@link BuildCommand#FAILED} with one line
 * on standard error after its progress lines, {@code build failed: <reason naming the path>; nothing was published at <out>}, no stack trace,
 * and no directory at {@code --out}.
 */
class BuildCommandTest {

    private static final String GHSA = "osv/github-advisory-database/advisories/github-reviewed/2019/03/"
            + "GHSA-86g5-2wh3-gc9j/GHSA-86g5-2wh3-gc9j.json";

    @TempDir
    Path dir;

    @Test
    void aTruncatedZipAsTheOnlyOsvSourceExitsNonZeroWithOneLineNamingIt() throws Exception {
        Path feeds = dir.resolve("feeds");
        copySample(feeds, "catalog/scanoss-components.jsonl");
        byte[] zip = zipOf(Files.readAllBytes(SampleFeeds.root().resolve(GHSA)));
        Path allZip = feeds.resolve("osv/PyPI/all.zip");
        Files.createDirectories(allZip.getParent());
        Files.write(allZip, Arrays.copyOf(zip, zip.length / 2));
        Path out = dir.resolve("snap");

        Run run = build(feeds, out);

        assertThat(run.exit()).isEqualTo(BuildCommand.FAILED);
        assertThat(run.outcome()).singleElement().satisfies(line -> assertThat(line)
                .startsWith("build failed: " + allZip)
                .contains("not a readable zip archive")
                .endsWith("; nothing was published at " + out));
        assertThat(run.stdout()).isEmpty();
        assertThat(out).doesNotExist();
    }

    @Test
    void aFullDiskExitsNonZeroWithOneLineAndNoStackTrace() throws Exception {
        try (TinyDisk disk = TinyDisk.mountedOn(dir.resolve("disk"))) {
            Path out = disk.path().resolve("snap");

            Run run = build(SampleFeeds.root(), out);

            assertThat(run.exit()).isEqualTo(BuildCommand.FAILED);
            assertThat(run.outcome()).singleElement()
                    .satisfies(line -> assertThat(line).startsWith("build failed: " + disk.path())
                            .contains("No space left on device"));
            assertThat(run.stderr()).doesNotContain("\tat ").doesNotContain("Exception");
            assertThat(out).doesNotExist();
        }
    }

    private record Run(int exit, String stdout, String stderr) {

        /** Standard error without the progress lines ({@code build: ...}) a build writes as it goes. */
        java.util.List<String> outcome() {
            return stderr.lines().filter(line -> !line.startsWith("build: ")).toList();
        }
    }

    private static Run build(Path feeds, Path out) {
        StringWriter stdout = new StringWriter();
        StringWriter stderr = new StringWriter();
        int exit = new CommandLine(new BuildCommand()).setOut(new PrintWriter(stdout)).setErr(new PrintWriter(stderr))
                .execute("--feeds", feeds.toString(), "--out", out.toString());
        return new Run(exit, stdout.toString(), stderr.toString());
    }

    private static void copySample(Path feeds, String relative) throws Exception {
        Path target = feeds.resolve(relative);
        Files.createDirectories(target.getParent());
        Files.copy(SampleFeeds.root().resolve(relative), target);
    }

    private static byte[] zipOf(byte[] record) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("GHSA-86g5-2wh3-gc9j.json"));
            zip.write(record);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }
}
