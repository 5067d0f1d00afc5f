package io.cis.loader.cryptography;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.cryptography.Algorithm;
import io.cis.engine.cryptography.CryptographyRecord;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SnapshotTables;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class CryptographyMergerTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static List<AlgorithmDefinition> dataset;

    @BeforeAll
    static void readTheSampleDataset() throws Exception {
        dataset = SampleDataset.definitions();
    }

    private static AlgorithmDefinition definition(String id) {
        return dataset.stream().filter(d -> d.id().equals(id)).findFirst().orElseThrow();
    }

    private static CollectedCryptography factsWithDataset() {
        CollectedCryptography facts = new CollectedCryptography();
        dataset.forEach(facts::definition);
        return facts;
    }

    private static List<Algorithm> stored(SnapshotTables tables, String purl, String version) {
        byte[] value = tables.entries(Domain.CRYPTOGRAPHY).get(ComponentKeys.version(purl, version));
        assertThat(value).as(purl + "@" + version).isNotNull();
        return CODEC.decode(value, CryptographyRecord.class).algorithms();
    }

    @Test
    void knownAlgorithmsAnswerWithTheDatasetsIdAndStrengthSortedByName() {
        CollectedCryptography facts = factsWithDataset();
        // the fixture's tablestyle 0.0.10 row: SHA256 and RSA, each with strength "32"
        facts.versionAlgorithms(new VersionAlgorithms("pkg:gem/tablestyle", "0.0.10",
                List.of(new StatedAlgorithm("SHA256", "32"), new StatedAlgorithm("RSA", "32")), "fixture"));
        SnapshotTables tables = new SnapshotTables();
        CryptographyMerger.Result result = new CryptographyMerger(CODEC).merge(facts, tables);
        assertThat(stored(tables, "pkg:gem/tablestyle", "0.0.10")).containsExactly(
                new Algorithm("rsa", definition("rsa").strength()),
                new Algorithm("sha2", definition("sha2").strength()));
        assertThat(result.versions()).isEqualTo(1);
        assertThat(result.algorithms()).isEqualTo(2);
        assertThat(result.classified()).isEqualTo(2);
        assertThat(result.unclassified()).isEmpty();
    }

    @Test
    void anArchiveScansFileCountStaysWithTheAlgorithmWhicheverFeedNamedItFirst() {
        CollectedCryptography facts = factsWithDataset();
        // a CBOM names SHA-384 and an unknown algorithm first; the archive scan then names sha2 in 4 files, rsa in 8
        facts.versionAlgorithms(new VersionAlgorithms("pkg:npm/node-rsa", "1.1.1",
                List.of(new StatedAlgorithm("SHA-384", null)), "bom"));
        facts.versionAlgorithms(new VersionAlgorithms("pkg:npm/node-rsa", "1.1.1",
                List.of(new StatedAlgorithm("rsa", null, 8L), new StatedAlgorithm("sha2", null, 4L)), "scan"));
        SnapshotTables tables = new SnapshotTables();

        new CryptographyMerger(CODEC).merge(facts, tables);

        assertThat(stored(tables, "pkg:npm/node-rsa", "1.1.1")).containsExactly(
                new Algorithm("rsa", definition("rsa").strength(), 8L),
                new Algorithm("sha2", definition("sha2").strength(), 4L));
        assertThat(CODEC.encode(new CryptographyRecord(List.of(new Algorithm("md5", "")))))
                .asString().as("no files count, no field").doesNotContain("files");
    }

    @Test
    void factsOfSeveralFeedsAboutOneVersionJoinAndRepeatsCountOnce() {
        CollectedCryptography facts = factsWithDataset();
        facts.versionAlgorithms(new VersionAlgorithms("pkg:pypi/Crypto_Lib", "1.0",
                List.of(new StatedAlgorithm("MD5", "128"), new StatedAlgorithm("md5", "128"), new StatedAlgorithm("SHAx", null)), "a"));
        facts.versionAlgorithms(new VersionAlgorithms("pkg:pypi/crypto-lib", "1.0",
                List.of(new StatedAlgorithm("AES-256-GCM", "256"), new StatedAlgorithm("shax", "512")), "b"));
        SnapshotTables tables = new SnapshotTables();
        CryptographyMerger.Result result = new CryptographyMerger(CODEC).merge(facts, tables);
        // the canonical purl joins both spellings; SHAx is not in the dataset: its name as first given, and the
        // strength the later statement is the first to give
        assertThat(stored(tables, "pkg:pypi/crypto-lib", "1.0")).containsExactly(
                new Algorithm("aes", definition("aes").strength()),
                new Algorithm("md5", definition("md5").strength()),
                new Algorithm("SHAx", "512"));
        assertThat(result.versions()).isEqualTo(1);
        assertThat(result.unclassified()).containsExactly("SHAx", "shax");
    }

    @Test
    void theStatedStrengthServesWhereTheDatasetGivesNone() {
        assertThat(definition("ed25519").strength()).isEmpty();
        CollectedCryptography facts = factsWithDataset();
        facts.versionAlgorithms(new VersionAlgorithms("pkg:npm/tweetnacl", "1.0.3",
                List.of(new StatedAlgorithm("Ed25519", "128"), new StatedAlgorithm("CRC64", null)), "bom"));
        SnapshotTables tables = new SnapshotTables();
        new CryptographyMerger(CODEC).merge(facts, tables);
        assertThat(stored(tables, "pkg:npm/tweetnacl", "1.0.3")).containsExactly(
                new Algorithm("CRC64", ""), new Algorithm("ed25519", "128"));
    }

    @Test
    void aVersionWhoseAlgorithmsAreNoneIsStoredEmptyAndABadPurlIsSkipped() {
        CollectedCryptography facts = factsWithDataset();
        facts.versionAlgorithms(new VersionAlgorithms("pkg:npm/left-pad", "1.4.0", List.of(), "catalog line 2"));
        facts.versionAlgorithms(new VersionAlgorithms("pkg:/no-type", "1.0", List.of(new StatedAlgorithm("md5", null)), "catalog line 3"));
        SnapshotTables tables = new SnapshotTables();
        CryptographyMerger.Result result = new CryptographyMerger(CODEC).merge(facts, tables);
        assertThat(stored(tables, "pkg:npm/left-pad", "1.4.0")).isEmpty();
        assertThat(result.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("catalog line 3");
            assertThat(skip.id()).isEqualTo("pkg:/no-type@1.0");
            assertThat(skip.reason()).startsWith("purl cannot be canonicalised");
        });
    }
}
