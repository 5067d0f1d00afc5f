package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.cis.loader.catalog.LifecycleStatus;
import io.cis.testkit.SampleSnapshot;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * E7 and the version list answer what the recorded registry responses of the sample feeds say: yanked crates,
 * a deprecated and unlisted NuGet package, a retracted Go module version, retired Hex releases, and crate versions
 * with their publication days. Expected values are read from the sample files by the test.
 */
class RegistryLifecycleRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path REGISTRIES = SampleSnapshot.feeds().resolve("registries");

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode get(String path) throws Exception {
        HttpResponse<String> response = server.get(path);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode status(String purl) throws Exception {
        return get("/v2/components/status/component?purl=" + URLEncoder.encode(purl, StandardCharsets.UTF_8));
    }

    private static JsonNode sample(String relative) throws Exception {
        return JSON.readTree(REGISTRIES.resolve(relative).toFile());
    }

    private static String day(JsonNode timestamp) {
        return OffsetDateTime.parse(timestamp.asText()).atZoneSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    @Test
    void aYankedCrateVersionIsYankedAndTheOthersActiveAsOfTheDocument() throws Exception {
        JsonNode regex = sample("crates.io/api/v1/crates/regex");
        List<String> yanked = new ArrayList<>();
        String active = null;
        for (JsonNode version : regex.path("versions")) {
            if (version.path("yanked").asBoolean()) {
                yanked.add(version.path("num").asText());
            } else if (active == null) {
                active = version.path("num").asText();
            }
        }
        assertThat(yanked).hasSize(3);
        for (String version : yanked) {
            JsonNode item = status("pkg:cargo/regex@" + version);
            assertThat(item.at("/version_status/version").asText()).isEqualTo(version);
            assertThat(item.at("/version_status/status").asText()).isEqualTo("yanked");
            assertThat(item.at("/version_status/check_date").asText()).isEqualTo(day(regex.at("/crate/updated_at")));
            assertThat(item.at("/component_status/status").asText()).isEqualTo("active");
        }
        assertThat(status("pkg:cargo/regex@" + active).at("/version_status/status").asText()).isEqualTo("active");
    }

    @Test
    void aDeprecatedAndAnUnlistedNuGetVersion() throws Exception {
        JsonNode index = sample("nuget/v3/registration3-gz-semver2/nuget.core/index.json");
        String deprecated = null;
        String unlisted = null;
        for (JsonNode leaf : index.at("/items/0/items")) {
            JsonNode entry = leaf.path("catalogEntry");
            if (entry.has("deprecation")) {
                deprecated = entry.path("version").asText();
            } else if (!entry.path("listed").asBoolean(true)) {
                unlisted = entry.path("version").asText();
            }
        }
        assertThat(deprecated).isEqualTo("2.14.0");
        JsonNode item = status("pkg:nuget/NuGet.Core@" + deprecated);
        assertThat(item.get("name").asText()).isEqualTo("NuGet.Core");
        assertThat(item.at("/version_status/status").asText()).isEqualTo("deprecated");
        assertThat(status("pkg:nuget/NuGet.Core@" + unlisted).at("/version_status/status").asText()).isEqualTo("unlisted");
    }

    @Test
    void aRetractedGoVersionAndRetiredHexReleasesInOneBatch() throws Exception {
        JsonNode plug = sample("hex/api/packages/plug");
        List<String> retired = new ArrayList<>();
        plug.path("retirements").fieldNames().forEachRemaining(retired::add);
        String body = "{\"components\":[{\"purl\":\"pkg:golang/github.com/golang-jwt/jwt/v4@v4.4.0\"},"
                + "{\"purl\":\"pkg:golang/github.com/golang-jwt/jwt/v4@v4.5.2\"},"
                + "{\"purl\":\"pkg:hex/plug@" + retired.get(0) + "\"}]}";
        HttpResponse<String> response = server.post("/v2/components/status/components", body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode items = JSON.readTree(response.body()).get("components");
        assertThat(items.get(0).at("/version_status/status").asText()).isEqualTo("retracted");
        assertThat(items.get(1).at("/version_status/status").asText()).isEqualTo("active");
        assertThat(items.get(2).at("/version_status/status").asText()).isEqualTo("retired");
    }

    @Test
    void theVersionListOfACrateComesNewestFirstWithItsPublicationDays() throws Exception {
        JsonNode regex = sample("crates.io/api/v1/crates/regex");
        Map<String, String> published = new TreeMap<>();
        regex.path("versions").forEach(v -> published.put(v.path("num").asText(), day(v.path("created_at"))));
        JsonNode answer = get("/v2/components/versions?purl=pkg:cargo/regex&limit=500");
        List<String> listed = new ArrayList<>();
        for (JsonNode version : answer.at("/component/versions")) {
            String number = version.get("version").asText();
            listed.add(number);
            // versions an advisory names (its fixed 1.5.5) are listed too, without a day
            assertThat(version.get("date").asText()).as(number).isEqualTo(published.getOrDefault(number, ""));
        }
        assertThat(listed).containsAll(published.keySet());
        assertThat(listed.indexOf(regex.at("/crate/max_version").asText())).isLessThan(listed.indexOf("0.2.11"))
                .isLessThan(listed.indexOf("0.1.80"));
        assertThat(answer.at("/component/url").asText()).isEqualTo(regex.at("/crate/homepage").asText());
    }

    @Test
    void registryLicensesAnswerAsSpdx() throws Exception {
        JsonNode regex = sample("crates.io/api/v1/crates/regex");
        assertThat(regex.at("/versions/0/license").asText()).isEqualTo("MIT/Apache-2.0");
        JsonNode crate = get("/v2/licenses/component?purl=pkg:cargo/regex@" + regex.at("/versions/0/num").asText());
        // the version in the purl: a bare Cargo requirement would be a caret range
        assertThat(crate.at("/component/version").asText()).isEqualTo(regex.at("/versions/0/num").asText());
        assertThat(crate.at("/component/statement").asText()).as("crates.io's slash is a choice").isEqualTo("MIT OR Apache-2.0");
        JsonNode luigi = sample("pypi/pypi/luigi/json").path("info");
        assertThat(luigi.path("license").asText()).isEqualTo("Apache License 2.0");
        JsonNode pypi = get("/v2/licenses/component?purl=pkg:pypi/luigi@" + luigi.path("version").asText());
        assertThat(pypi.at("/component/statement").asText()).isEqualTo("Apache-2.0");
    }

    @Test
    void theInterfaceDocumentListsExactlyTheClosedSetOfStates() throws Exception {
        JsonNode document = new ObjectMapper(new YAMLFactory())
                .readTree(RegistryLifecycleRoutesTest.class.getResource("/io/cis/http/docs/openapi.yaml"));
        JsonNode item = document.at("/components/schemas/ComponentStatusItem/properties");
        List<String> versionStates = new ArrayList<>();
        item.at("/version_status/properties/status/enum").forEach(value -> versionStates.add(value.asText()));
        List<String> componentStates = new ArrayList<>();
        item.at("/component_status/properties/status/enum").forEach(value -> componentStates.add(value.asText()));
        List<String> expectedVersion = new ArrayList<>(List.of(""));
        expectedVersion.addAll(LifecycleStatus.versionValues());
        List<String> expectedComponent = new ArrayList<>(List.of(""));
        expectedComponent.addAll(LifecycleStatus.componentValues());
        assertThat(versionStates).isEqualTo(expectedVersion);
        assertThat(componentStates).isEqualTo(expectedComponent);
    }
}
