package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** E6 and E13 from the algorithms derived from the SCANOSS fixtures, named and classified by the crypto dataset. */
class CryptographyRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FEEDS = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
    private static final Path DATASET = FEEDS.resolve("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms");

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode e13(String purl, String requirement) throws Exception {
        String query = "/v2/cryptography/algorithms/component?purl=" + URLEncoder.encode(purl, StandardCharsets.UTF_8)
                + (requirement == null ? "" : "&requirement=" + URLEncoder.encode(requirement, StandardCharsets.UTF_8));
        HttpResponse<String> response = server.get(query);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode e6(String body) throws Exception {
        HttpResponse<String> response = server.post("/v2/cryptography/algorithms/components", body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    /** The dataset's strength of an algorithm, read from its YAML file. */
    private static String strength(String category, String id) throws IOException {
        return new YAMLMapper().readTree(DATASET.resolve("algorithms").resolve(category).resolve(id + ".yaml").toFile())
                .get("strength").asText();
    }

    /** The algorithm names the derived sample states for a version, as written. */
    private static List<String> statedNames(String purl) throws IOException {
        for (String line : Files.readAllLines(FEEDS.resolve("catalog/scanoss-cryptography.jsonl"))) {
            if (!line.startsWith("#") && JSON.readTree(line).get("purl").asText().equals(purl)) {
                List<String> names = new ArrayList<>();
                JSON.readTree(line).get("algorithms").forEach(a -> names.add(a.get("algorithm").asText()));
                return names;
            }
        }
        throw new AssertionError(purl + " has no algorithms line");
    }

    private static List<String> names(JsonNode item) {
        List<String> names = new ArrayList<>();
        item.get("algorithms").forEach(a -> names.add(a.get("algorithm").asText()));
        return names;
    }

    @Test
    void aFixtureVersionAnswersItsAlgorithmsWithTheDatasetsStrengthsSortedByName() throws Exception {
        // the fixture names them SHA256 and RSA: RSA is the dataset's id rsa, SHA256 one of sha2's keywords
        assertThat(statedNames("pkg:gem/tablestyle@0.0.10")).containsExactlyInAnyOrder("SHA256", "RSA");
        assertThat(new YAMLMapper().readTree(DATASET.resolve("definitions/Hash Functions/sha2.yaml").toFile())
                .get("keywords").toString()).contains("\"sha256\"");
        JsonNode answer = e13("pkg:gem/tablestyle@0.0.10", null);
        JsonNode component = answer.get("component");
        assertThat(component.get("purl").asText()).isEqualTo("pkg:gem/tablestyle@0.0.10");
        assertThat(component.get("requirement").asText()).isEmpty();
        assertThat(component.get("version").asText()).isEqualTo("0.0.10");
        assertThat(component.get("algorithms")).hasSize(2);
        assertThat(component.at("/algorithms/0/algorithm").asText()).isEqualTo("rsa");
        assertThat(component.at("/algorithms/0/strength").asText()).isEqualTo(strength("Asymmetric Encryption", "rsa")).isEqualTo("128");
        assertThat(component.at("/algorithms/1/algorithm").asText()).isEqualTo("sha2");
        assertThat(component.at("/algorithms/1/strength").asText()).isEqualTo(strength("Hash Functions", "sha2"));
        assertThat(component.has("info_code")).isFalse();
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
        assertThat(answer.at("/status/db/schema_version").asText()).isNotEmpty();
        assertThat(answer.at("/status/server/version").asText()).isEqualTo("test-version");
    }

    @Test
    void anUnknownComponentAnswersNoAlgorithmsWithComponentNotFoundInASuccessfulResponse() throws Exception {
        JsonNode answer = e13("pkg:npm/left-pad", "1.3.0");
        JsonNode component = answer.get("component");
        assertThat(component.get("version").asText()).isEmpty();
        assertThat(component.get("algorithms").isArray()).isTrue();
        assertThat(component.get("algorithms")).isEmpty();
        assertThat(component.get("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(component.get("info_message").asText()).isNotEmpty();
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void aRequirementResolvesToAListedVersionAndIsEchoed() throws Exception {
        JsonNode component = e13("pkg:gem/tablestyle", "0.0.12").get("component");
        assertThat(component.get("requirement").asText()).isEqualTo("0.0.12");
        assertThat(component.get("version").asText()).isEqualTo("0.0.12");
        assertThat(names(component)).containsExactly("rsa", "sha2");
        // a listed version no feed describes uses no known algorithm; that is no failure
        JsonNode undescribed = e13("pkg:gem/tablestyle@0.0.9", null).get("component");
        assertThat(undescribed.get("version").asText()).isEqualTo("0.0.9");
        assertThat(undescribed.get("algorithms")).isEmpty();
        assertThat(undescribed.has("info_code")).isFalse();
    }

    @Test
    void theBatchAnswersEveryItemInOrderDuplicatesIncluded() throws Exception {
        JsonNode answer = e6("{\"components\":[{\"purl\":\"pkg:gem/tablestyle@0.0.4\"},{\"purl\":\"pkg:npm/left-pad@1.3.0\"},"
                + "{\"purl\":\"pkg:gem/tablestyle@9.9.9\"},{\"purl\":\"not a purl\"},{\"purl\":\"pkg:gem/tablestyle@0.0.4\"}]}");
        JsonNode items = answer.get("components");
        assertThat(items).hasSize(5);
        // 0.0.4's fixture row states SHA256 only
        assertThat(statedNames("pkg:gem/tablestyle@0.0.4")).containsExactly("SHA256");
        assertThat(names(items.get(0))).containsExactly("sha2");
        assertThat(items.get(4)).isEqualTo(items.get(0));
        assertThat(items.get(1).get("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(items.get(1).get("requirement").asText()).isEmpty();
        assertThat(items.get(1).get("version").asText()).isEmpty();
        assertThat(items.get(1).get("algorithms")).isEmpty();
        // algorithms are stored per version: an unlisted version is not answered from another one
        assertThat(items.get(2).get("info_code").asText()).isEqualTo("VERSION_NOT_FOUND");
        assertThat(items.get(2).get("algorithms")).isEmpty();
        assertThat(items.get(3).get("info_code").asText()).isEqualTo("INVALID_PURL");
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void badRequestsGetTheV2ErrorBody() throws Exception {
        HttpResponse<String> noPurl = server.get("/v2/cryptography/algorithms/component");
        assertThat(noPurl.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(noPurl.body()).get("code").asInt()).isEqualTo(3);
        HttpResponse<String> malformed = server.post("/v2/cryptography/algorithms/components", "{\"components\":[");
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(malformed.body()).contains("\"code\":3").doesNotContain("Exception");
        HttpResponse<String> empty = server.post("/v2/cryptography/algorithms/components", "{\"components\":[]}");
        assertThat(empty.statusCode()).isEqualTo(400);
        HttpResponse<String> wrongMethod = server.send(HttpRequest.newBuilder(server.uri("/v2/cryptography/algorithms/components"))
                .method("PUT", HttpRequest.BodyPublishers.ofString("{}")).build());
        assertThat(wrongMethod.statusCode()).isEqualTo(405);
        assertThat(JSON.readTree(wrongMethod.body()).get("code").asInt()).isEqualTo(12);
    }
}
