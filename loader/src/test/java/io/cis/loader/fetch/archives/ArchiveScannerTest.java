package io.cis.loader.fetch.archives;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scan of a real npm tarball (node-rsa 1.1.1) and a real Maven sources jar (java-jwt 4.4.0) with the sample
 * crypto dataset's keywords, and the limits it keeps. What each archive should name is worked out by the test from
 * the archive's own files and the dataset, independently of the scanner's streaming.
 */
class ArchiveScannerTest {

    private static final Path ARCHIVES = Path.of("src/test/resources/io/cis/loader/fetch/archives");
    private static final Path NODE_RSA = ARCHIVES.resolve("node-rsa-1.1.1.tgz");
    private static final Path JAVA_JWT = ARCHIVES.resolve("java-jwt-4.4.0-sources.jar");
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T12:00:00Z"), ZoneOffset.UTC);
    private static AlgorithmKeywords keywords;

    @TempDir
    Path dir;

    @BeforeAll
    static void readTheDataset() throws Exception {
        keywords = DatasetKeywords.read(SampleFeeds.root()).keywords();
    }

    @Test
    void theNpmTarballOfAnRsaLibraryNamesRsaAndSha2InTheFilesThatSpellThem() throws IOException {
        Map<String, String> texts = tarTexts(NODE_RSA);

        ArchiveScan scan = scanner(ScanLimits.DEFAULT, CLOCK).scan(NODE_RSA);

        assertThat(scan.complete()).isTrue();
        assertThat(scan.filesScanned()).isEqualTo(texts.size());
        assertThat(scan.filesBinary()).isZero();
        assertThat(scan.algorithms()).containsKeys("rsa", "sha2");
        assertThat(scan.algorithms()).isEqualTo(expected(texts.values()));
    }

    @Test
    void theMavenSourcesJarOfAJwtLibraryNamesRsaAndSha2() throws IOException {
        Map<String, String> texts = zipTexts(JAVA_JWT);

        ArchiveScan scan = scanner(ScanLimits.DEFAULT, CLOCK).scan(JAVA_JWT);

        assertThat(scan.complete()).isTrue();
        assertThat(scan.filesScanned()).isEqualTo(texts.size());
        assertThat(scan.algorithms()).containsKeys("rsa", "sha2");
        assertThat(scan.algorithms()).isEqualTo(expected(texts.values()));
        assertThat(scan.unpackedBytes()).isEqualTo(texts.values().stream().mapToLong(String::length).sum());
    }

    @Test
    void aFileOverTheFileLimitIsSearchedInItsFirstBytesAndCountedAsTruncated() throws IOException {
        Map<String, String> texts = tarTexts(NODE_RSA);
        long limit = 2048;
        List<String> cut = new ArrayList<>();
        texts.values().forEach(text -> cut.add(text.substring(0, (int) Math.min(limit, text.length()))));

        ArchiveScan scan = scanner(new ScanLimits(1 << 20, 1 << 30, limit, Duration.ofMinutes(1)), CLOCK)
                .scan(NODE_RSA);

        assertThat(scan.complete()).isTrue();
        assertThat(scan.filesTruncated()).isEqualTo(texts.values().stream().filter(t -> t.length() > limit).count())
                .isPositive();
        assertThat(scan.algorithms()).isEqualTo(expected(cut));
    }

    @Test
    void theUnpackedLimitStopsTheScanBeforeTheEntryThatWouldPassItAndSaysSo() throws IOException {
        ArchiveScan scan = scanner(new ScanLimits(1 << 20, 50_000, 1 << 20, Duration.ofMinutes(1)), CLOCK)
                .scan(JAVA_JWT);

        assertThat(scan.complete()).isFalse();
        assertThat(scan.incompleteReason()).contains("would pass the limit of 50000 unpacked bytes");
        assertThat(scan.unpackedBytes()).isLessThanOrEqualTo(50_000);
    }

    @Test
    void theTimeLimitStopsTheScanWhenItPassesAndSaysSo() throws IOException {
        // a clock that moves one second each time it is read: the deadline of 10 s passes during the scan
        Clock ticking = new Clock() {
            private Instant now = Instant.parse("2026-03-01T12:00:00Z");

            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                now = now.plusSeconds(1);
                return now;
            }
        };

        ArchiveScan scan = scanner(new ScanLimits(1 << 20, 1 << 30, 1 << 20, Duration.ofSeconds(10)), ticking)
                .scan(JAVA_JWT);

        assertThat(scan.complete()).isFalse();
        assertThat(scan.incompleteReason()).startsWith("the time limit of 10 s was reached after");
        assertThat(scan.filesScanned()).isLessThan(zipTexts(JAVA_JWT).size());
    }

    @Test
    void binariesByNameOrContentAreCountedAndNotSearched() throws IOException {
        Path archive = dir.resolve("mixed.tgz");
        try (OutputStream file = Files.newOutputStream(archive);
             TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(file))) {
            add(tar, "package/lib/Rsa.class", "RSAPublicKey sha256".getBytes(StandardCharsets.US_ASCII));
            add(tar, "package/data.txt", "x\0 RSAPublicKey".getBytes(StandardCharsets.US_ASCII));
            add(tar, "package/index.js", "createHash('sha256')".getBytes(StandardCharsets.US_ASCII));
        }

        ArchiveScan scan = scanner(ScanLimits.DEFAULT, CLOCK).scan(archive);

        assertThat(scan.filesBinary()).isEqualTo(2);
        assertThat(scan.filesScanned()).isEqualTo(1);
        assertThat(scan.algorithms()).containsOnlyKeys("sha2");
    }

    @Test
    void somethingThatIsNoArchiveIsRefused() throws IOException {
        Path page = Files.writeString(dir.resolve("error.html"), "<html>rate limited</html>");
        Path cut = dir.resolve("cut.tgz");
        byte[] whole = Files.readAllBytes(NODE_RSA);
        Files.write(cut, java.util.Arrays.copyOf(whole, whole.length / 2));

        assertThatThrownBy(() -> scanner(ScanLimits.DEFAULT, CLOCK).scan(page)).isInstanceOf(IOException.class)
                .hasMessageContaining("not a gzip, bzip2, zip or tar archive");
        assertThatThrownBy(() -> scanner(ScanLimits.DEFAULT, CLOCK).scan(cut)).isInstanceOf(IOException.class);
    }

    private static ArchiveScanner scanner(ScanLimits limits, Clock clock) {
        return new ArchiveScanner(keywords, limits, clock);
    }

    /** Every algorithm the texts name, with the number of texts naming it and the keywords found. */
    private static Map<String, ArchiveScan.Hits> expected(java.util.Collection<String> texts) {
        Map<String, long[]> files = new TreeMap<>();
        Map<String, Set<String>> found = new TreeMap<>();
        for (String text : texts) {
            keywords.find(text).forEach((algorithm, words) -> {
                files.computeIfAbsent(algorithm, a -> new long[1])[0]++;
                found.computeIfAbsent(algorithm, a -> new TreeSet<>()).addAll(words);
            });
        }
        Map<String, ArchiveScan.Hits> expected = new TreeMap<>();
        files.forEach((algorithm, count) -> expected.put(algorithm, new ArchiveScan.Hits(count[0],
                found.get(algorithm))));
        return expected;
    }

    private static Map<String, String> tarTexts(Path archive) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(archive));
             TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                if (entry.isFile()) {
                    texts.put(entry.getName(), new String(tar.readAllBytes(), StandardCharsets.ISO_8859_1));
                }
            }
        }
        return texts;
    }

    private static Map<String, String> zipTexts(Path archive) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(archive))) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (!entry.isDirectory()) {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    zip.transferTo(bytes);
                    texts.put(entry.getName(), bytes.toString(StandardCharsets.ISO_8859_1));
                }
            }
        }
        return texts;
    }

    private static void add(TarArchiveOutputStream tar, String name, byte[] content) throws IOException {
        TarArchiveEntry entry = new TarArchiveEntry(name);
        entry.setSize(content.length);
        tar.putArchiveEntry(entry);
        tar.write(content);
        tar.closeArchiveEntry();
    }
}
