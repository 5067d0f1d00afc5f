package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** E7 answers lifecycle status from the merged catalog of the sample feeds. */
class ComponentStatusRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode single(String purl, String requirement) throws Exception {
        String query = "/v2/components/status/component?purl=" + URLEncoder.encode(purl, StandardCharsets.UTF_8)
                + (requirement == null ? "" : "&requirement=" + URLEncoder.encode(requirement, StandardCharsets.UTF_8));
        HttpResponse<String> response = server.get(query);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode batch(String body) throws Exception {
        HttpResponse<String> response = server.post("/v2/components/status/components", body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    @Test
    void aFixtureComponentAnswersItsRealStatusesAndDates() throws Exception {
        // catalog/scanoss-components.jsonl, derived from the components fixture rows of tablestyle
        JsonNode item = single("pkg:gem/tablestyle@0.0.10", null);
        assertThat(item.get("purl").asText()).isEqualTo("pkg:gem/tablestyle@0.0.10");
        assertThat(item.get("name").asText()).isEqualTo("tablestyle");
        assertThat(item.get("requirement").asText()).isEmpty();
        assertThat(item.at("/version_status/version").asText()).isEqualTo("0.0.10");
        assertThat(item.at("/version_status/status").asText()).isEqualTo("active");
        assertThat(item.at("/version_status/indexed_date").asText()).isEqualTo("2013-08-26");
        assertThat(item.at("/version_status/check_date").asText()).isEqualTo("2013-08-26");
        assertThat(item.at("/component_status/status").asText()).isEqualTo("active");
        assertThat(item.at("/component_status/first_indexed_date").asText()).isEqualTo("2013-07-05");
        assertThat(item.at("/component_status/last_indexed_date").asText()).isEqualTo("2013-08-26");
        assertThat(item.has("info_code")).isFalse();
        assertThat(item.has("status")).as("E7 has no status block").isFalse();
    }

    @Test
    void theRegistrysDeprecationAndTheCatalogsComponentDatesMeetInOneAnswer() throws Exception {
        JsonNode item = single("pkg:npm/react", "0.7.1");
        assertThat(item.at("/version_status/status").asText()).isEqualTo("deprecated");
        assertThat(item.at("/component_status/status").asText()).isEqualTo("active");
        assertThat(item.at("/component_status/first_indexed_date").asText()).isEqualTo("2011-10-26");
        assertThat(item.get("requirement").asText()).isEqualTo("0.7.1");
    }

    @Test
    void aRangeResolvesToTheHighestListedVersionInTheEcosystemsOrder() throws Exception {
        JsonNode item = single("pkg:npm/express", "~4.14.0");
        assertThat(item.at("/version_status/version").asText()).isEqualTo("4.14.1");
        assertThat(item.has("info_code")).isFalse();
    }

    @Test
    void anUnknownPurlIsComponentNotFoundWithEmptyFields() throws Exception {
        JsonNode item = single("pkg:npm/no-such-package-anywhere", "1.0.0");
        assertThat(item.get("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(item.get("info_message").asText()).isNotBlank();
        assertThat(item.get("name").asText()).isEmpty();
        assertThat(item.at("/version_status/version").asText()).isEmpty();
        assertThat(item.at("/component_status/status").asText()).isEmpty();
    }

    @Test
    void aVersionTheCatalogDoesNotListIsVersionNotFoundButTheComponentIsDescribed() throws Exception {
        JsonNode item = single("pkg:npm/react@99.0.0", null);
        assertThat(item.get("info_code").asText()).isEqualTo("VERSION_NOT_FOUND");
        assertThat(item.at("/version_status/version").asText()).isEmpty();
        assertThat(item.at("/component_status/status").asText()).isEqualTo("active");
        assertThat(item.get("name").asText()).isEqualTo("react");
    }

    @Test
    void anInvalidPurlFailsOnlyItsOwnItemAndItemsKeepInputOrderWithDuplicates() throws Exception {
        JsonNode items = batch("""
                {"components": [
                  {"purl": "pkg:gem/tablestyle@0.0.10"},
                  {"purl": "not a purl"},
                  {"purl": "pkg:npm/no-such-package-anywhere"},
                  {"purl": "pkg:gem/tablestyle@0.0.10"},
                  {"purl": "pkg:npm/react", "requirement": "0.7.1"}
                ]}""").get("components");
        assertThat(items).hasSize(5);
        assertThat(items.get(0).has("info_code")).isFalse();
        assertThat(items.get(1).get("purl").asText()).isEqualTo("not a purl");
        assertThat(items.get(1).get("info_code").asText()).isEqualTo("INVALID_PURL");
        assertThat(items.get(2).get("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(items.get(3)).isEqualTo(items.get(0));
        assertThat(items.get(4).at("/version_status/status").asText()).isEqualTo("deprecated");
    }

    @Test
    void purlSpellingsOfOneComponentFindIt() throws Exception {
        JsonNode plain = single("pkg:npm/react@0.7.1", null);
        JsonNode qualified = single("pkg:npm/react@0.7.1?repository_url=https://registry.npmjs.org", null);
        assertThat(qualified.get("version_status")).isEqualTo(plain.get("version_status"));
        assertThat(qualified.get("purl").asText()).isEqualTo("pkg:npm/react@0.7.1?repository_url=https://registry.npmjs.org");
    }

    @Test
    void requestLevelMistakesAre400Code3() throws Exception {
        for (String body : new String[] {"{}", "{\"components\": []}", "{\"components\": {}}",
                "{\"components\": [\"pkg:npm/react\"]}", "{\"components\": [{\"purl\": 7}]}"}) {
            HttpResponse<String> response = server.post("/v2/components/status/components", body);
            assertThat(response.statusCode()).as(body).isEqualTo(400);
            assertThat(JSON.readTree(response.body()).get("code").asInt()).as(body).isEqualTo(3);
        }
        assertThat(server.get("/v2/components/status/component").statusCode()).isEqualTo(400);
    }

    @Test
    void aBatchOverFiveThousandItemsIsRejectedWholeAndExactlyFiveThousandIsAnswered() throws Exception {
        String item = "{\"purl\":\"pkg:npm/react\"},";
        String over = "{\"components\":[" + item.repeat(5_000) + "{\"purl\":\"pkg:npm/react\"}]}";
        HttpResponse<String> rejected = server.post("/v2/components/status/components", over);
        assertThat(rejected.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(rejected.body()).get("message").asText()).contains("5001").contains("5000");
        String exactly = "{\"components\":[" + item.repeat(4_999) + "{\"purl\":\"pkg:npm/react\"}]}";
        assertThat(batch(exactly).get("components")).hasSize(5_000);
    }
}
