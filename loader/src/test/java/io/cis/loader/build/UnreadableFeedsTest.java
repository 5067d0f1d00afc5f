package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.cis.loader.SampleFeeds;
import io.cis.loader.feeds.csv.CsvReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A feed that is there but cannot be read fails the build, naming the path, and publishes nothing; only a feed whose
 * folder is absent is "absent". Every feeds root here also holds the real catalog sample, so a build that passed over
 * the damaged feed would publish a snapshot without it — the silent gap these cases rule out.
 */
class UnreadableFeedsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T00:00:00Z"), ZoneOffset.UTC);
    private static final String CATALOG = "catalog/scanoss-components.jsonl";
    private static final String GHSA = "osv/github-advisory-database/advisories/github-reviewed/2019/03/"
            + "GHSA-86g5-2wh3-gc9j/GHSA-86g5-2wh3-gc9j.json";
    private static final String KEV = "kev/known_exploited_vulnerabilities.csv";
    private static final String EPSS_GZ = "epss/epss_scores-2025-08-15.csv.gz";

    @TempDir
    Path dir;

    @Test
    void aBuildWhoseOnlyOsvSourceIsATruncatedZipFailsNamingTheZip() throws Exception {
        Path feeds = feedsWithCatalog();
        byte[] zip = osvZip(ZipEntry.DEFLATED);
        write(feeds.resolve("osv/PyPI/all.zip"), Arrays.copyOf(zip, zip.length * 2 / 3));

        assertFailsNaming(feeds, "all.zip").hasMessageContaining("not a readable zip archive");
    }

    @Test
    void aZipWithAByteFlippedInsideAnEntryFailsOnItsChecksum() throws Exception {
        Path feeds = feedsWithCatalog();
        byte[] zip = osvZip(ZipEntry.STORED);
        // the summary stays valid JSON, only different: nothing but the CRC-32 can tell
        int at = indexOf(zip, "Action View\"".getBytes(StandardCharsets.UTF_8)) + "Action Vie".length();
        zip[at] = 'x';
        write(feeds.resolve("osv/PyPI/all.zip"), zip);

        assertFailsNaming(feeds, "all.zip").hasMessageContaining("CRC-32");
    }

    @Test
    void aTruncatedEpssGzipFailsNamingIt() throws Exception {
        Path feeds = feedsWithCatalog();
        byte[] gz = Files.readAllBytes(SampleFeeds.root().resolve(EPSS_GZ));
        // cut inside the trailer: every score line decompresses, only the length and CRC-32 at the end are missing
        write(feeds.resolve(EPSS_GZ), Arrays.copyOf(gz, gz.length - 3));

        assertFailsNaming(feeds, "epss_scores-2025-08-15.csv.gz").hasMessageContaining("gzip");
    }

    @Test
    void aPackageDocumentGzipCutInsideItsTrailerFailsNamingIt() throws Exception {
        Path feeds = feedsWithCatalog();
        byte[] gz = Files.readAllBytes(SampleFeeds.root().resolve("npm-packuments/lodash.gz"));
        // the JSON inside is whole; only the gzip's own check at its end can tell the file was cut
        write(feeds.resolve("npm-packuments/lodash.gz"), Arrays.copyOf(gz, gz.length - 3));

        assertFailsNaming(feeds, "lodash.gz").hasMessageContaining("gzip");
    }

    @Test
    void aFolderWhereTheKevCatalogBelongsFailsNamingIt() throws Exception {
        Path feeds = feedsWithCatalog();
        Files.createDirectories(feeds.resolve(KEV));

        assertFailsNaming(feeds, "known_exploited_vulnerabilities.csv").hasMessageContaining("a directory");
    }

    @Test
    void aFolderNamedLikeAPackageDocumentFailsInsteadOfHalvingTheNpmRecords() throws Exception {
        Path feeds = feedsWithCatalog();
        copySample(feeds, "npm-packuments/express.json");
        Files.createDirectories(feeds.resolve("npm-packuments/react.json"));

        assertFailsNaming(feeds, "react.json").hasMessageContaining("a directory");
    }

    @Test
    void aFolderNamedLikeAnOsvRecordFailsNamingIt() throws Exception {
        Path feeds = feedsWithCatalog();
        copySample(feeds, GHSA);
        Files.createDirectories(feeds.resolve("osv/github-advisory-database/GHSA-0000-0000-0000.json"));

        assertFailsNaming(feeds, "GHSA-0000-0000-0000.json").hasMessageContaining("a directory");
    }

    @Test
    void aFifoWhereTheKevCatalogBelongsFailsWithoutOpeningIt() throws Exception {
        Path feeds = feedsWithCatalog();
        mkfifo(feeds.resolve(KEV));

        assertFailsNaming(feeds, "known_exploited_vulnerabilities.csv").hasMessageContaining("FIFO");
    }

    @Test
    void aFifoAmongOsvRecordsFailsNamingIt() throws Exception {
        Path feeds = feedsWithCatalog();
        copySample(feeds, GHSA);
        mkfifo(feeds.resolve("osv/github-advisory-database/GHSA-0000-0000-0000.json"));

        assertFailsNaming(feeds, "GHSA-0000-0000-0000.json").hasMessageContaining("FIFO");
    }

    @Test
    void aFileWhereAFeedsFolderBelongsFailsNamingIt() throws Exception {
        Path feeds = feedsWithCatalog();
        write(feeds.resolve("osv"), "{}".getBytes(StandardCharsets.UTF_8));

        assertFailsNaming(feeds, "osv").hasMessageContaining("folder of the osv feed");
    }

    @Test
    void anEmptyFeedFolderIsReportedAsTheFeedNotAsAbsent() throws Exception {
        Path feeds = feedsWithCatalog();
        Files.createDirectories(feeds.resolve("kev"));

        assertFailsNaming(feeds, "kev").hasMessageContaining("holds no known_exploited_vulnerabilities.csv");
    }

    @Test
    void aKevFieldOneCharacterOverTheLimitFailsNamingFileAndLine() throws Exception {
        Path feeds = feedsWithCatalog();
        Path kev = feeds.resolve(KEV);
        Files.createDirectories(kev.getParent());
        try (Writer out = Files.newBufferedWriter(kev, StandardCharsets.UTF_8)) {
            out.write(sampleLines(KEV, 3));
            out.write("CVE-2099-0001,Vendor,Product,\"Name\",2025-11-14,\"");
            repeat(out, 'a', CsvReader.FIELD_LIMIT + 1);
            out.write("\",\"Apply\",2025-12-05,Unknown,,CWE-22\n");
        }

        assertFailsNaming(feeds, "known_exploited_vulnerabilities.csv")
                .hasMessageContaining("line 4").hasMessageContaining("field 6")
                .hasMessageContaining(String.valueOf(CsvReader.FIELD_LIMIT));
    }

    @Test
    void aKevRecordOverTheLimitOfFieldsWithinTheirOwnLimitFailsNamingTheLine() throws Exception {
        Path feeds = feedsWithCatalog();
        Path kev = feeds.resolve(KEV);
        Files.createDirectories(kev.getParent());
        try (Writer out = Files.newBufferedWriter(kev, StandardCharsets.UTF_8)) {
            out.write(sampleLines(KEV, 2));
            out.write("CVE-2099-0001,Vendor,Product,\"Name\",2025-11-14");
            for (int field = 0; field < CsvReader.RECORD_LIMIT / CsvReader.FIELD_LIMIT + 1; field++) {
                out.write(',');
                repeat(out, 'b', CsvReader.FIELD_LIMIT);
            }
            out.write('\n');
        }

        assertFailsNaming(feeds, "known_exploited_vulnerabilities.csv").hasMessageContaining("record of line 3")
                .hasMessageContaining(String.valueOf(CsvReader.RECORD_LIMIT));
    }

    @Test
    void aCatalogLineOneCharacterOverTheLimitFailsNamingFileAndLine() throws Exception {
        Path feeds = feedsWithCatalog();
        Path catalog = feeds.resolve("catalog/huge.jsonl");
        String head = "{\"kind\": \"component\", \"purl\": \"pkg:npm/huge\", \"name\": \"";
        String tail = "\"}";
        int limit = 8 << 20;
        try (Writer out = Files.newBufferedWriter(catalog, StandardCharsets.UTF_8)) {
            out.write("{\"kind\": \"component\", \"purl\": \"pkg:npm/small\", \"name\": \"small\"}\n");
            out.write(head);
            repeat(out, 'c', limit + 1 - head.length() - tail.length());
            out.write(tail + "\n");
        }

        assertFailsNaming(feeds, "huge.jsonl").hasMessageContaining("line 2").hasMessageContaining(String.valueOf(limit));
    }

    /** Builds with every known feed, as the CLI does, and checks that nothing was published. */
    private AbstractThrowableAssert<?, ? extends Throwable> assertFailsNaming(Path feeds, String name) throws IOException {
        var failure = assertThatThrownBy(() -> SnapshotBuilder.withKnownFeeds(CLOCK).build(feeds, out(), false))
                .isInstanceOfAny(FeedException.class, IOException.class)
                .hasMessageContaining(name);
        assertThat(out()).doesNotExist();
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith(".snap"));
        }
        return failure;
    }

    private Path out() {
        return dir.resolve("snap");
    }

    private Path feedsWithCatalog() throws IOException {
        Path feeds = dir.resolve("feeds");
        copySample(feeds, CATALOG);
        return feeds;
    }

    private static void copySample(Path feeds, String relative) throws IOException {
        write(feeds.resolve(relative), Files.readAllBytes(SampleFeeds.root().resolve(relative)));
    }

    private static void write(Path file, byte[] content) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, content);
    }

    /** An all.zip of one real GitHub advisory, its entry stored or deflated. */
    private static byte[] osvZip(int method) throws IOException {
        byte[] record = Files.readAllBytes(SampleFeeds.root().resolve(GHSA));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            ZipEntry entry = new ZipEntry("GHSA-86g5-2wh3-gc9j.json");
            entry.setMethod(method);
            if (method == ZipEntry.STORED) {
                CRC32 crc = new CRC32();
                crc.update(record);
                entry.setSize(record.length);
                entry.setCrc(crc.getValue());
            }
            zip.putNextEntry(entry);
            zip.write(record);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }

    private static String sampleLines(String relative, int count) throws IOException {
        try (Stream<String> lines = Files.lines(SampleFeeds.root().resolve(relative))) {
            return String.join("\n", lines.limit(count).toList()) + "\n";
        }
    }

    /** Writes {@code count} copies of a character in chunks, so a long line costs the test no more than a buffer. */
    private static void repeat(Writer out, char c, int count) throws IOException {
        char[] chunk = new char[8192];
        Arrays.fill(chunk, c);
        for (int left = count; left > 0; left -= chunk.length) {
            out.write(chunk, 0, Math.min(left, chunk.length));
        }
    }

    private static void mkfifo(Path fifo) throws IOException, InterruptedException {
        Files.createDirectories(fifo.getParent());
        int exit;
        try {
            exit = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor();
        } catch (IOException e) {
            exit = -1;
        }
        assumeTrue(exit == 0, "mkfifo is not available");
    }
}
