package io.cis.loader.cryptography;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Names as the sample CBOMs and the SCANOSS fixtures spell them, classified by the real dataset. */
class AlgorithmNamesTest {

    private static AlgorithmNames names;

    @BeforeAll
    static void indexTheSampleDataset() throws Exception {
        names = new AlgorithmNames(SampleDataset.definitions());
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({
            // the dataset's own ids, in any case (the fixture writes both md5 and MD5)
            "md5, md5", "MD5, md5", "SSHA, ssha", "fortuna, fortuna", "rsa-oaep, rsa-oaep", "CMAC, CMAC", "cmac, CMAC",
            // keywords: sha256 and sha384 are among sha2's, sha-1 among sha1's
            "SHA256, sha2", "SHA384, sha2", "SHA-1, sha1",
            // without separators: SHA-384 is sha384, a keyword of sha2
            "SHA-384, sha2",
            // leading segments before a number: the CBOMs' AES-128-GCM, AES-256-GCM and RSA-2048
            "AES-128-GCM, aes", "AES-256-GCM, aes", "RSA-2048, rsa", "ML-KEM-768, mlkem",
            // the first segment: HMAC-SHA256 is an HMAC
            "HMAC-SHA256, hmac", "ECDH, ecdh"})
    void aNameIsFoundByIdKeywordOrItsLeadingPart(String given, String id) {
        assertThat(names.classify(given)).hasValueSatisfying(definition -> assertThat(definition.id()).isEqualTo(id));
    }

    @ParameterizedTest
    @CsvSource({"SHA512withRSA", "SHAx", "CRC64", "chacha(salsa)", "''"})
    void aNameTheDatasetDoesNotKnowIsNotClassified(String given) {
        assertThat(names.classify(given)).isEmpty();
    }

    @Test
    void aKeywordTwoAlgorithmsShareNamesNeither() {
        AlgorithmNames shared = new AlgorithmNames(List.of(
                new AlgorithmDefinition("xtea", "eXtended TEA", "Symmetric Encryption", "128", List.of("feistel64", "xtea_encipher")),
                new AlgorithmDefinition("tea", "Tiny Encryption Algorithm", "Symmetric Encryption", "128", List.of("feistel64"))));
        assertThat(shared.classify("xtea_encipher")).hasValueSatisfying(d -> assertThat(d.id()).isEqualTo("xtea"));
        assertThat(shared.classify("feistel64")).isEmpty();
        // the real dataset lists rc2-ecb under both rc2 and ecb: RC2-ECB is still rc2, by its first segment
        assertThat(names.classify("RC2-ECB")).hasValueSatisfying(d -> assertThat(d.id()).isEqualTo("rc2"));
    }

    @Test
    void theSpellingsAreTriedInTheDocumentedOrder() {
        assertThat(AlgorithmNames.spellings("AES-128-GCM")).containsExactly("aes-128-gcm", "aes128gcm", "aes");
        assertThat(AlgorithmNames.spellings("ML-KEM-768")).containsExactly("ml-kem-768", "mlkem768", "mlkem", "ml");
        assertThat(AlgorithmNames.spellings("md5")).containsExactly("md5");
    }
}
