package io.cis.loader.feeds.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.cryptography.AlgorithmDefinition;
import io.cis.loader.cryptography.CollectedCryptography;
import io.cis.loader.geoprovenance.CollectedLocations;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CryptoDatasetFeedTest {

    private static final YAMLMapper YAML = new YAMLMapper();

    private static CollectedCryptography facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleDataset() throws FeedException {
        facts = new CollectedCryptography();
        CryptoDatasetFeed feed = new CryptoDatasetFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sinkInto(facts));
    }

    private static BuildSink sinkInto(CollectedCryptography into) {
        return new BuildSink(new SnapshotTables(), new CollectedFacts(), new CollectedVulnerabilities(), into,
                new CollectedLocations());
    }

    private static FeedResult loadInto(Path dir, CollectedCryptography into) throws FeedException {
        return new CryptoDatasetFeed().load(dir, dir, sinkInto(into));
    }

    private static List<Path> yamlFiles(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static AlgorithmDefinition definition(String id) {
        return facts.definitions().stream().filter(d -> d.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no definition " + id));
    }

    /** A copy of the sample dataset to break. */
    private static Path copyOfDataset(Path dir) throws IOException {
        Path copy = dir.resolve("definitions_crypto_algorithms");
        try (Stream<Path> files = Files.walk(SampleFeeds.cryptoDataset())) {
            for (Path file : files.toList()) {
                Path target = copy.resolve(SampleFeeds.cryptoDataset().relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        return copy;
    }

    @Test
    void findsTheDatasetUnderTheFeedsRootItsCryptoFolderOrAsTheRootItself() {
        CryptoDatasetFeed feed = new CryptoDatasetFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.cryptoDataset().normalize());
        assertThat(feed.locate(SampleFeeds.root().resolve("crypto"))).contains(SampleFeeds.cryptoDataset().normalize());
        assertThat(feed.locate(SampleFeeds.cryptoDataset())).contains(SampleFeeds.cryptoDataset().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(result.path()).isEqualTo("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms");
    }

    @Test
    void everyAlgorithmFileIsOneDefinitionWithItsFieldsAsWritten() throws IOException {
        List<Path> files = yamlFiles(SampleFeeds.cryptoDataset().resolve("algorithms"));
        assertThat(result.records()).isEqualTo(files.size()).isEqualTo(206);
        assertThat(result.skipped()).isEmpty();
        assertThat(facts.definitions()).hasSize(files.size());
        for (Path file : files) {
            JsonNode yaml = YAML.readTree(file.toFile());
            AlgorithmDefinition definition = definition(yaml.get("algorithmId").asText());
            assertThat(definition.name()).isEqualTo(yaml.path("algorithm").asText(""));
            assertThat(definition.category()).isEqualTo(yaml.get("category").asText());
            assertThat(definition.strength()).as(file.toString()).isEqualTo(yaml.path("strength").asText(""));
        }
    }

    @Test
    void eachAlgorithmCarriesTheKeywordsOfItsDefinitionFile() throws IOException {
        Path md5 = SampleFeeds.cryptoDataset().resolve("definitions/Hash Functions/md5.yaml");
        List<String> keywords = new ArrayList<>();
        YAML.readTree(md5.toFile()).get("keywords").forEach(k -> keywords.add(k.asText()));
        assertThat(definition("md5").keywords()).isEqualTo(keywords).contains("md5sum", "0x5a827999");
        assertThat(definition("sha2").keywords()).contains("sha256", "sha384");
    }

    @Test
    void theReadmeDatesTheDataset() throws IOException {
        String readme = Files.readString(SampleFeeds.cryptoDataset().resolve("README.md"));
        assertThat(readme).contains("* Date: 2025-04-07");
        assertThat(result.feedDate()).isEqualTo("2025-04-07");
        // the README's listVersion is left empty
        assertThat(result.version()).isNull();
    }

    @Test
    void anUnquotedKeywordKeepsItsTextRatherThanBecomingANumber(@TempDir Path dir) throws Exception {
        Path dataset = copyOfDataset(dir);
        Files.writeString(dataset.resolve("definitions/Hash Functions/md5.yaml"),
                "algorithmId: md5\nkeywords:\n    - 0x5a827999\n    - 010\n");
        CollectedCryptography own = new CollectedCryptography();
        loadInto(dataset, own);
        assertThat(own.definitions()).filteredOn(d -> d.id().equals("md5")).singleElement()
                .satisfies(d -> assertThat(d.keywords()).containsExactly("0x5a827999", "010"));
    }

    @Test
    void unusableEntriesAreSkippedWithTheirFileAndReason(@TempDir Path dir) throws Exception {
        Path dataset = copyOfDataset(dir);
        Path noId = dataset.resolve("algorithms/Hash Functions/zz-no-id.yaml");
        Files.writeString(noId, "algorithm: Nameless\nstrength: \"1\"\n");
        Path again = dataset.resolve("algorithms/Symmetric Encryption/zz-aes-again.yaml");
        Files.writeString(again, "algorithmId: AES\nalgorithm: AES again\n");
        Path nested = dataset.resolve("algorithms/Symmetric Encryption/zz-nested.yaml");
        Files.writeString(nested, "algorithmId: nested\nstrength:\n  bits: 128\n");
        Path orphan = dataset.resolve("definitions/Hash Functions/zz-orphan.yaml");
        Files.writeString(orphan, "algorithmId: not-defined\nkeywords: [orphan]\n");
        Path notAList = dataset.resolve("definitions/Hash Functions/md5.yaml");
        Files.writeString(notAList, "algorithmId: md5\nkeywords: md5sum\n");

        CollectedCryptography own = new CollectedCryptography();
        FeedResult partial = loadInto(dataset, own);
        assertThat(partial.skipped()).extracting(SkippedRecord::file, SkippedRecord::id, SkippedRecord::reason).containsExactly(
                org.assertj.core.groups.Tuple.tuple(noId.toString(), "-", "no \"algorithmId\""),
                org.assertj.core.groups.Tuple.tuple(again.toString(), "AES", "algorithm id defined again (the first file in path order wins)"),
                org.assertj.core.groups.Tuple.tuple(nested.toString(), "-", "\"strength\" must be text"),
                org.assertj.core.groups.Tuple.tuple(notAList.toString(), "-", "\"keywords\" must be a list of text"),
                org.assertj.core.groups.Tuple.tuple(orphan.toString(), "not-defined", "keywords for an algorithm id no algorithms/ file defines"));
        assertThat(partial.records()).isEqualTo(result.records());
        assertThat(own.definitions()).filteredOn(d -> d.id().equals("aes")).singleElement()
                .satisfies(d -> assertThat(d.name()).isEqualTo(definition("aes").name()));
        assertThat(own.definitions()).filteredOn(d -> d.id().equals("md5")).singleElement()
                .satisfies(d -> assertThat(d.keywords()).isEmpty());
    }

    @Test
    void aFileThatIsNotYamlFailsTheBuildNamingTheFile(@TempDir Path dir) throws Exception {
        Path dataset = copyOfDataset(dir);
        Path broken = dataset.resolve("algorithms/Hash Functions/md5.yaml");
        Files.writeString(broken, "algorithm: MD5\nalgorithmId: [md5\n");
        assertThatThrownBy(() -> loadInto(dataset, new CollectedCryptography()))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(broken.toString())
                .hasMessageContaining("not valid YAML")
                .satisfies(e -> assertThat(((FeedException) e).file()).isEqualTo(broken));
    }
}
