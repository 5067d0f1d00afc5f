package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code purl2cpe} and {@code crypto}: GitHub repository archives of the real sample datasets, served in GitHub's
 * layout ({@link GitHubArchive}).
 */
class RepositoryArchiveSourceTest {

    /** The upstream commits the samples were taken at (SOURCES.md). */
    private static final String PURL2CPE_COMMIT = "ebede2f8eff2d7a8b31a0e0af5cd9473c1d0d209";
    private static final String CRYPTO_COMMIT = "24a39ee229f125991c19f23833cf0221c76e274a";
    private static final String PURL2CPE_ARCHIVE = "/purl2cpe/archive/HEAD.zip";
    private static final String CRYPTO_ARCHIVE = "/crypto/archive/HEAD.zip";
    private static final Path PURL2CPE = SampleFeeds.root().resolve("purl2cpe/data");
    private static final Path CRYPTO = SampleFeeds.root()
            .resolve("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms");

    /** The archives GitHub would serve of the two samples, made once: every test serves the same bytes. */
    private static byte[] purl2cpeArchive;
    private static byte[] cryptoArchive;

    private final StandInFetch run = new StandInFetch();
    private UpstreamStandIn upstream;

    @TempDir
    Path dir;
    private Path feeds;

    @BeforeAll
    static void archiveTheSamples() throws IOException {
        purl2cpeArchive = GitHubArchive.of("purl2cpe-main", "data/", tree(PURL2CPE), PURL2CPE_COMMIT);
        cryptoArchive = GitHubArchive.of("crypto_algorithms_open_dataset-main", "definitions_crypto_algorithms/",
                tree(CRYPTO), CRYPTO_COMMIT);
    }

    @BeforeEach
    void serveTheRepositoryArchives() throws IOException {
        feeds = dir.resolve("feeds");
        upstream = new UpstreamStandIn();
        upstream.serve(PURL2CPE_ARCHIVE, purl2cpeArchive);
        upstream.serve(CRYPTO_ARCHIVE, cryptoArchive);
    }

    @AfterEach
    void stop() {
        upstream.close();
    }

    @Test
    void purl2cpeIsUnpackedFileForFileIntoTheFolderTheBuildReads() throws Exception {
        FetchReport report = purl2cpe();

        assertThat(report.failed()).isEmpty();
        assertThat(tree(feeds.resolve("purl2cpe/data"))).isEqualTo(tree(PURL2CPE));
        SourceRecord record = run.recorded(feeds, "purl2cpe");
        assertThat(record.version()).isEqualTo(PURL2CPE_COMMIT);
        assertThat(record.dataDate()).isEqualTo("2025-06-02");
        assertThat(record.files()).singleElement().satisfies(file -> {
            assertThat(file.path()).isEqualTo(".fetch-archives/purl2cpe.zip");
            assertThat(file.records()).isEqualTo(count(PURL2CPE, "purls.yml"));
        });
        assertThat(feeds.resolve(".fetch-archives/purl2cpe.zip")).hasBinaryContent(served(PURL2CPE_ARCHIVE));
    }

    @Test
    void theCryptoDatasetIsDatedByItsReadme() throws Exception {
        FetchReport report = crypto();

        assertThat(report.failed()).isEmpty();
        assertThat(tree(feeds.resolve("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms")))
                .isEqualTo(tree(CRYPTO));
        SourceRecord record = run.recorded(feeds, "crypto");
        assertThat(record.dataDate()).isEqualTo("2025-04-07");
        assertThat(record.version()).isEqualTo(CRYPTO_COMMIT);
        try (Stream<Path> algorithms = Files.walk(CRYPTO.resolve("algorithms"))) {
            assertThat(record.files().get(0).records())
                    .isEqualTo(algorithms.filter(file -> file.toString().endsWith(".yaml")).count());
        }
    }

    @Test
    void theBuildReadsTheUnpackedFoldersAsItReadsTheSamples() throws Exception {
        purl2cpe();
        crypto();
        Path samples = dir.resolve("samples");
        copy(PURL2CPE, samples.resolve("purl2cpe/data"));
        copy(CRYPTO, samples.resolve("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms"));

        Map<String, FeedResult> fetched = loaded(feeds, "fetched");
        Map<String, FeedResult> direct = loaded(samples, "direct");

        for (String feed : new String[] {"purl2cpe", "crypto"}) {
            assertThat(fetched.get(feed).records()).as(feed).isPositive().isEqualTo(direct.get(feed).records());
            assertThat(fetched.get(feed).skipped()).as(feed).hasSameSizeAs(direct.get(feed).skipped());
            assertThat(fetched.get(feed).feedDate()).as(feed).isEqualTo(direct.get(feed).feedDate());
        }
    }

    @Test
    void anUnchangedArchiveIsAskedForConditionallyAndTheUnpackedFolderIsLeftAsItIs() throws Exception {
        purl2cpe();
        Path marker = feeds.resolve("purl2cpe/data/.left-alone");
        Files.writeString(marker, "not unpacked again");
        upstream.forgetRequests();

        FetchReport again = purl2cpe();

        assertThat(again.failed()).isEmpty();
        assertThat(upstream.requests()).singleElement().satisfies(request -> {
            assertThat(request.conditional()).isTrue();
            assertThat(request.status()).isEqualTo(304);
        });
        assertThat(marker).exists();
        assertThat(run.recorded(feeds, "purl2cpe").files().get(0).transferred()).isFalse();
    }

    @Test
    void anUnpackedFolderThatWentMissingIsUnpackedAgainFromTheKeptArchiveWithoutATransfer() throws Exception {
        purl2cpe();
        SourceFetch.deleteTree(feeds.resolve("purl2cpe/data"));
        upstream.forgetRequests();

        FetchReport again = purl2cpe();

        assertThat(again.failed()).isEmpty();
        assertThat(upstream.requests()).extracting(UpstreamStandIn.Request::status).containsExactly(304);
        assertThat(tree(feeds.resolve("purl2cpe/data"))).isEqualTo(tree(PURL2CPE));
    }

    @Test
    void aNewArchiveReplacesTheFolderWholeSoAFileUpstreamDeletedIsGone() throws Exception {
        purl2cpe();
        Map<String, byte[]> fewer = new TreeMap<>(tree(PURL2CPE));
        String dropped = fewer.keySet().stream().filter(name -> name.endsWith("/cpes.yml")).findFirst().orElseThrow();
        fewer.remove(dropped);
        fewer.remove(dropped.replace("cpes.yml", "purls.yml"));
        upstream.serve(PURL2CPE_ARCHIVE, GitHubArchive.of("purl2cpe-main", "data/", fewer, PURL2CPE_COMMIT));

        FetchReport again = purl2cpe();

        assertThat(again.failed()).isEmpty();
        assertThat(feeds.resolve("purl2cpe/data").resolve(dropped)).doesNotExist();
        assertThat(tree(feeds.resolve("purl2cpe/data"))).isEqualTo(fewer);
        try (Stream<Path> left = Files.list(feeds.resolve("purl2cpe"))) {
            // beside the folder, only its hidden generations
            assertThat(left).extracting(path -> path.getFileName().toString()).containsExactlyInAnyOrder("data", ".data");
        }
    }

    @Test
    void aFolderOfAnEarlierFetchIsTakenOverAndOneWhoseTakeOverWasCutOffIsPutBackBeforeAnythingElse()
            throws Exception {
        purl2cpe();
        // the folder as a fetch that renamed file by file left it: a folder of its own, with a file it never recorded
        Path folder = feeds.resolve("purl2cpe/data");
        Map<String, byte[]> unpacked = tree(folder);
        Files.delete(folder);
        copy(PURL2CPE, folder);
        Files.writeString(folder.resolve(".previous-copy"), "the previous tree");
        // a run stopped between the two renames of its first publication: the tree under its hidden name, none in
        // its place
        Files.move(folder, feeds.resolve("purl2cpe/.data.replaced"));

        FetchReport again = purl2cpe();

        assertThat(again.failed()).isEmpty();
        assertThat(folder.resolve(".previous-copy")).hasContent("the previous tree");
        assertThat(Files.isSymbolicLink(folder)).as("an unchanged archive leaves the folder as it is").isFalse();
        assertThat(feeds.resolve("purl2cpe/.data.replaced")).doesNotExist();

        // the same dataset in another archive (another top folder): other bytes, so transferred and unpacked anew
        upstream.serve(PURL2CPE_ARCHIVE, GitHubArchive.of("purl2cpe-next", "data/", unpacked, PURL2CPE_COMMIT));
        assertThat(purl2cpe().failed()).isEmpty();

        assertThat(Files.isSymbolicLink(folder)).as("a new archive puts the link in the folder's place").isTrue();
        assertThat(tree(folder)).isEqualTo(unpacked);
        assertThat(feeds.resolve("purl2cpe/.data.replaced")).doesNotExist();
    }

    @Test
    void anEntryThatWouldLeaveItsFolderFailsTheSourceAndNothingIsWritten() throws Exception {
        purl2cpe();
        Map<String, byte[]> escaping = new TreeMap<>(tree(PURL2CPE));
        escaping.put("../../escaped.yml", "purls: []\n".getBytes(StandardCharsets.UTF_8));
        upstream.serve(PURL2CPE_ARCHIVE, GitHubArchive.of("purl2cpe-main", "data/", escaping, PURL2CPE_COMMIT));

        FetchReport report = purl2cpe();

        assertThat(report.failedSources()).containsExactly("purl2cpe");
        assertThat(report.failed().get("purl2cpe")).contains("would leave its folder");
        assertThat(dir.resolve("escaped.yml")).doesNotExist();
        assertThat(feeds.resolve("escaped.yml")).doesNotExist();
        assertThat(tree(feeds.resolve("purl2cpe/data"))).isEqualTo(tree(PURL2CPE));
    }

    @Test
    void aTruncatedArchiveOrABrokenYamlFileFailsTheSourceAndKeepsThePreviousCopy() throws Exception {
        purl2cpe();
        byte[] whole = served(PURL2CPE_ARCHIVE);
        upstream.serve(PURL2CPE_ARCHIVE, Arrays.copyOf(whole, whole.length - 200));

        FetchReport truncated = purl2cpe();

        assertThat(truncated.failed().get("purl2cpe")).contains("not a readable zip archive");
        Map<String, byte[]> broken = new TreeMap<>(tree(PURL2CPE));
        String file = broken.keySet().iterator().next();
        broken.put(file, "purls: [pkg:npm/x\n  - : :\n".getBytes(StandardCharsets.UTF_8));
        upstream.serve(PURL2CPE_ARCHIVE, GitHubArchive.of("purl2cpe-main", "data/", broken, PURL2CPE_COMMIT));

        FetchReport unparseable = purl2cpe();

        assertThat(unparseable.failed().get("purl2cpe")).contains("purl2cpe-main/data/" + file)
                .contains("is not YAML");
        assertThat(tree(feeds.resolve("purl2cpe/data"))).isEqualTo(tree(PURL2CPE));
        assertThat(feeds.resolve(".fetch-archives/purl2cpe.zip")).hasBinaryContent(whole);
        assertThat(feeds.resolve(SourceFetch.STAGING)).doesNotExist();
    }

    @Test
    void aSymbolicLinkInTheArchiveIsNotUnpackedAndIsNamed() throws Exception {
        Map<String, byte[]> linked = new TreeMap<>(tree(PURL2CPE));
        upstream.serve(PURL2CPE_ARCHIVE, GitHubArchive.of("purl2cpe-main", "data/", linked, PURL2CPE_COMMIT,
                Map.of("apache/link-to-passwd", "/etc/passwd")));

        FetchReport report = purl2cpe();

        assertThat(report.failed()).isEmpty();
        assertThat(feeds.resolve("purl2cpe/data/apache/link-to-passwd")).doesNotExist();
        assertThat(run.recorded(feeds, "purl2cpe").notes()).containsExactly(
                "symbolic links in the archive not unpacked: data/apache/link-to-passwd");
    }

    private FetchReport purl2cpe() throws IOException {
        return run.fetch(feeds, RepositoryArchiveSource.purl2cpe(), upstream.base("purl2cpe/"));
    }

    private FetchReport crypto() throws IOException {
        return run.fetch(feeds, RepositoryArchiveSource.crypto(), upstream.base("crypto/"));
    }

    private byte[] served(String path) {
        return upstream.content(path);
    }

    private Map<String, FeedResult> loaded(Path root, String name) throws Exception {
        BuildReport report = SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"),
                ZoneOffset.UTC)).build(root, dir.resolve("snapshot-" + name), false);
        return report.feeds().stream().collect(Collectors.toMap(FeedResult::name, Function.identity()));
    }

    /** Every regular file under {@code root} by its {@code /}-separated relative path, with its bytes. */
    private static Map<String, byte[]> tree(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        // links followed: a fetched folder is a link to its current copy
        try (Stream<Path> walk = Files.walk(root, FileVisitOption.FOLLOW_LINKS)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
        }
        return new ComparableTree(files);
    }

    private static long count(Path root, String fileName) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(file -> file.getFileName().toString().equals(fileName)).count();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        for (Map.Entry<String, byte[]> file : tree(from).entrySet()) {
            Path target = to.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue());
        }
    }

    /** A tree whose equality compares the files' bytes, so assertions say which files differ. */
    private static final class ComparableTree extends TreeMap<String, byte[]> {

        private static final long serialVersionUID = 1L;

        ComparableTree(Map<String, byte[]> files) {
            super(files);
        }

        @Override
        public boolean equals(Object other) {
            if (!(other instanceof Map<?, ?> map) || map.size() != size()) {
                return false;
            }
            for (Map.Entry<String, byte[]> file : entrySet()) {
                if (!(map.get(file.getKey()) instanceof byte[] bytes) || !Arrays.equals(bytes, file.getValue())) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            return keySet().hashCode();
        }

        @Override
        public String toString() {
            return keySet().toString();
        }
    }
}
