package io.cis.loader.fetch.archives;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.cryptography.AlgorithmDefinition;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dataset's keywords as the scan searches for them: in any case, each naming every algorithm that lists it. */
class AlgorithmKeywordsTest {

    @Test
    void aKeywordIsFoundInAnyCaseAndNamesEveryAlgorithmWhoseDefinitionListsIt() {
        AlgorithmKeywords keywords = new AlgorithmKeywords(List.of(
                new AlgorithmDefinition("rsa", "RSA", "Asymmetric", "128", List.of("rsa_sha256", ".getinstance(\"rsa")),
                new AlgorithmDefinition("sha2", "SHA-2", "Hash", "224-512", List.of("sha256", "rsa_sha256")),
                new AlgorithmDefinition("md5", "MD5", "Hash", "128", List.of("md5_"))));

        Map<String, Set<String>> found = keywords.find("Signature.getInstance(\"RSA\"); int RSA_SHA256 = 4;");

        assertThat(found).isEqualTo(Map.of("rsa", Set.of(".getinstance(\"rsa", "rsa_sha256"),
                "sha2", Set.of("rsa_sha256", "sha256")));
        assertThat(keywords.find("md5 without its underscore")).isEmpty();
        assertThat(keywords.size()).isEqualTo(4);
    }

    @Test
    void theFingerprintChangesWithTheKeywordsAndOnlyWithThem() throws Exception {
        AlgorithmKeywords sample = DatasetKeywords.read(SampleFeeds.root()).keywords();
        AlgorithmKeywords again = DatasetKeywords.read(SampleFeeds.root()).keywords();
        AlgorithmKeywords other = new AlgorithmKeywords(List.of(new AlgorithmDefinition("md5", "MD5", "Hash", "128",
                List.of("md5_"))));

        assertThat(sample.fingerprint()).isEqualTo(again.fingerprint()).isNotEqualTo(other.fingerprint())
                .hasSize(64);
        assertThat(sample.size()).isGreaterThan(2000);
    }
}
