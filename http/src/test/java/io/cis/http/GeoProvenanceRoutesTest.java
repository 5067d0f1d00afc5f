package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** E8, E11 and the components batch from the contributor locations derived from the SCANOSS fixtures. */
class GeoProvenanceRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FEEDS = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode e11(String purl, String requirement) throws Exception {
        String query = "/v2/geoprovenance/countries/component?purl=" + URLEncoder.encode(purl, StandardCharsets.UTF_8)
                + (requirement == null ? "" : "&requirement=" + URLEncoder.encode(requirement, StandardCharsets.UTF_8));
        HttpResponse<String> response = server.get(query);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode post(String path, String body) throws Exception {
        HttpResponse<String> response = server.post(path, body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    /** The derived sample's locations of a component, read as JSON by the test. */
    private static JsonNode sampleLocations(String purl) throws IOException {
        for (String line : Files.readAllLines(FEEDS.resolve("catalog/scanoss-geoprovenance.jsonl"))) {
            if (!line.startsWith("#") && JSON.readTree(line).get("purl").asText().equals(purl)) {
                return JSON.readTree(line).get("locations");
            }
        }
        throw new AssertionError(purl + " has no locations line");
    }

    /** A tab-separated line of the loader's shipped gazetteer, by its first two fields. */
    private static List<String> gazetteerLine(String kind, String alpha2, String name) throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(GeoProvenanceRoutesTest.class
                .getResourceAsStream("/io/cis/loader/geoprovenance/gazetteer.tsv"), StandardCharsets.UTF_8))) {
            return in.lines().map(l -> List.of(l.split("\t", -1)))
                    .filter(f -> f.get(0).equals(kind) && f.get(1).equals(alpha2) && (name == null || f.contains(name)))
                    .findFirst().orElse(List.of());
        }
    }

    private static String countryName(String alpha2) throws IOException {
        return gazetteerLine("country", alpha2, null).get(4);
    }

    private static int sum(JsonNode curated) {
        int sum = 0;
        for (JsonNode country : curated) {
            sum += country.get("count").asInt();
        }
        return sum;
    }

    @Test
    void declaredLocationsComeAsDeclaredAndCuratedCountsAddUpToTheResolvableOnes() throws Exception {
        JsonNode answer = e11("pkg:github/torvalds/uemacs", null);
        JsonNode location = answer.get("component_location");
        assertThat(location.get("purl").asText()).isEqualTo("pkg:github/torvalds/uemacs");
        JsonNode declared = sampleLocations("pkg:github/torvalds/uemacs");
        assertThat(location.get("declared_locations")).isEqualTo(declared);
        // Portland, OR (a major city with its state), Shenzhen, China and Germany all resolve
        assertThat(declared).extracting(d -> d.get("location").asText()).containsExactly("Portland, OR", "Shenzhen, China", "Germany");
        assertThat(gazetteerLine("city", "US", "Portland")).contains("OR");
        JsonNode curated = location.get("curated_locations");
        assertThat(sum(curated)).isEqualTo(3);
        assertThat(curated).extracting(c -> c.get("country").asText())
                .containsExactlyInAnyOrder(countryName("US"), countryName("CN"), countryName("DE"));
        assertThat(location.has("info_code")).isFalse();
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
        assertThat(answer.at("/status/db/created_at").asText()).isNotEmpty();
    }

    @Test
    void aLocationTheGazetteerCannotPlaceIsDeclaredButNotCounted() throws Exception {
        JsonNode location = e11("pkg:github/scanoss/engine", null).get("component_location");
        assertThat(location.get("declared_locations")).isEqualTo(sampleLocations("pkg:github/scanoss/engine")).hasSize(3);
        // Tandil (about 85,000 people) is no major city of the gazetteer; the other two name Argentina
        assertThat(gazetteerLine("city", "AR", "Tandil")).isEmpty();
        assertThat(location.get("curated_locations")).singleElement().satisfies(country -> {
            assertThat(country.get("country").asText()).isEqualTo(countryName("AR"));
            assertThat(country.get("count").asInt()).isEqualTo(2);
        });
    }

    @Test
    void locationsBelongToTheComponentWhateverVersionIsAsked() throws Exception {
        JsonNode plain = e11("pkg:github/torvalds/uemacs", null).get("component_location");
        JsonNode versioned = e11("pkg:github/Torvalds/uemacs@v9.9", ">=1.0").get("component_location");
        assertThat(versioned.get("purl").asText()).isEqualTo("pkg:github/Torvalds/uemacs@v9.9");
        assertThat(versioned.get("declared_locations")).isEqualTo(plain.get("declared_locations"));
        assertThat(versioned.get("curated_locations")).isEqualTo(plain.get("curated_locations"));
        assertThat(versioned.has("info_code")).isFalse();
    }

    @Test
    void anUnknownComponentOrOneWithoutLocationsAnswersEmptyLists() throws Exception {
        JsonNode unknown = e11("pkg:npm/left-pad", null);
        assertThat(unknown.at("/component_location/declared_locations")).isEmpty();
        assertThat(unknown.at("/component_location/curated_locations")).isEmpty();
        assertThat(unknown.at("/component_location/info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(unknown.at("/status/status").asText()).isEqualTo("SUCCESS");
        // react is in the catalog but no feed says where its contributors are
        JsonNode react = e11("pkg:npm/react", null).get("component_location");
        assertThat(react.get("declared_locations")).isEmpty();
        assertThat(react.has("info_code")).isFalse();
    }

    @Test
    void theDeprecatedBatchTakesPurlsAndAnswersWithTheSnapshotAndServerIdentity() throws Exception {
        JsonNode answer = post("/v2/geoprovenance/countries", "{\"purls\":[{\"purl\":\"pkg:github/scanoss/engine\","
                + "\"requirement\":\"1.0\"},{\"purl\":\"pkg:npm/left-pad\"},{\"purl\":\"pkg:github/scanoss/minr\"},{\"purl\":\"::\"}]}");
        JsonNode items = answer.get("purls");
        assertThat(items).hasSize(4);
        assertThat(items.get(0).get("purl").asText()).isEqualTo("pkg:github/scanoss/engine");
        assertThat(items.get(0).get("declared_locations")).isEqualTo(sampleLocations("pkg:github/scanoss/engine"));
        assertThat(sum(items.get(0).get("curated_locations"))).isEqualTo(2);
        assertThat(items.get(0).has("info_code")).isFalse();
        assertThat(items.get(1).get("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(items.get(1).get("info_message").asText()).isNotEmpty();
        // minr's only contributor declares no location: a known component with empty lists
        assertThat(sampleLocations("pkg:github/scanoss/minr")).isEmpty();
        assertThat(items.get(2).get("declared_locations")).isEmpty();
        assertThat(items.get(2).has("info_code")).isFalse();
        assertThat(items.get(3).get("info_code").asText()).isEqualTo("INVALID_PURL");
        JsonNode status = answer.get("status");
        assertThat(status.get("status").asText()).isEqualTo("SUCCESS");
        assertThat(status.get("message").asText()).isNotEmpty();
        assertThat(status.at("/db/schema_version").asText()).isEqualTo(server.engine().identity().schemaVersion());
        assertThat(status.at("/db/created_at").asText()).isEqualTo(server.engine().identity().createdAt());
        assertThat(status.at("/server/version").asText()).isEqualTo("test-version");
    }

    @Test
    void theComponentsBatchAnswersComponentsLocationsInOrder() throws Exception {
        JsonNode answer = post("/v2/geoprovenance/countries/components",
                "{\"components\":[{\"purl\":\"pkg:github/torvalds/uemacs\"},{\"purl\":\"pkg:github/scanoss/engine\"}]}");
        JsonNode items = answer.get("components_locations");
        assertThat(items).extracting(i -> i.get("purl").asText())
                .containsExactly("pkg:github/torvalds/uemacs", "pkg:github/scanoss/engine");
        assertThat(items.get(0)).isEqualTo(e11("pkg:github/torvalds/uemacs", null).get("component_location"));
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void badRequestsGetTheV2ErrorBody() throws Exception {
        HttpResponse<String> wrongList = server.post("/v2/geoprovenance/countries", "{\"components\":[{\"purl\":\"pkg:npm/react\"}]}");
        assertThat(wrongList.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(wrongList.body()).get("code").asInt()).isEqualTo(3);
        assertThat(JSON.readTree(wrongList.body()).get("message").asText()).contains("purls");
        HttpResponse<String> noPurl = server.get("/v2/geoprovenance/countries/component?requirement=1.0");
        assertThat(noPurl.statusCode()).isEqualTo(400);
        HttpResponse<String> typed = server.post("/v2/geoprovenance/countries/components", "{\"components\":[{\"purl\":7}]}");
        assertThat(typed.statusCode()).isEqualTo(400);
        assertThat(typed.body()).contains("\"code\":3").doesNotContain("Exception");
    }
}
