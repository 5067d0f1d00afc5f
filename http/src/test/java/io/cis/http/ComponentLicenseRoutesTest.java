package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** E5 and its GET form answer the licenses the sample feeds declare, normalised to SPDX. */
class ComponentLicenseRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path FEEDS = Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();
    private static JsonNode spdxLicenses;

    @BeforeAll
    static void start() throws Exception {
        spdxLicenses = JSON.readTree(FEEDS.resolve("spdx/json/licenses.json").toFile()).path("licenses");
    }

    private static JsonNode e5(List<String> purls) throws Exception {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode components = body.putArray("components");
        purls.forEach(purl -> components.addObject().put("purl", purl));
        HttpResponse<String> response = server.post("/v2/licenses/components", body.toString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode item(String purl) throws Exception {
        return e5(List.of(purl)).at("/components/0");
    }

    private static List<String> ids(JsonNode item) {
        List<String> ids = new ArrayList<>();
        item.get("licenses").forEach(license -> ids.add(license.get("id").asText()));
        return ids;
    }

    private static String spdxName(String id) {
        for (JsonNode license : spdxLicenses) {
            if (license.path("licenseId").asText().equals(id)) {
                return license.path("name").asText();
            }
        }
        throw new AssertionError(id + " is not on the sample SPDX list");
    }

    @Test
    void anOrExpressionOfTheDropwizardBomIsTheStatement() throws Exception {
        JsonNode item = item("pkg:maven/org.glassfish.hk2/osgi-resource-locator@1.0.1?type=jar");
        assertThat(item.fieldNames()).toIterable()
                .containsExactly("purl", "requirement", "version", "statement", "licenses", "url");
        assertThat(item.get("purl").asText()).isEqualTo("pkg:maven/org.glassfish.hk2/osgi-resource-locator@1.0.1?type=jar");
        assertThat(item.get("version").asText()).isEqualTo("1.0.1");
        assertThat(item.get("statement").asText()).isEqualTo("CDDL-1.0 OR GPL-2.0-with-classpath-exception");
        assertThat(ids(item)).containsExactly("CDDL-1.0", "GPL-2.0-with-classpath-exception");
        JsonNode cddl = item.at("/licenses/0");
        assertThat(cddl.fieldNames()).toIterable().containsExactly("id", "full_name", "is_spdx_approved", "url");
        assertThat(cddl.get("full_name").asText()).isEqualTo(spdxName("CDDL-1.0"));
        assertThat(cddl.get("is_spdx_approved").asBoolean()).isTrue();
        assertThat(cddl.get("url").asText()).isEqualTo("https://spdx.org/licenses/CDDL-1.0.html");
    }

    @Test
    void aWithExceptionListsTheLicenseAndTheExceptionAndNamesJoinedByOrAreAnOrExpression() throws Exception {
        JsonNode jmh = item("pkg:maven/org.openjdk.jmh/jmh-core@1.19");
        assertThat(jmh.get("statement").asText()).isEqualTo("GPL-2.0-only WITH Classpath-exception-2.0");
        assertThat(ids(jmh)).containsExactly("GPL-2.0-only", "Classpath-exception-2.0");
        assertThat(jmh.at("/licenses/1/full_name").asText()).isEqualTo("Classpath exception 2.0");
        assertThat(jmh.at("/licenses/1/url").asText()).isEqualTo("https://spdx.org/licenses/Classpath-exception-2.0.html");
        JsonNode h2 = item("pkg:maven/com.h2database/h2@1.4.197");
        assertThat(h2.get("statement").asText()).isEqualTo("MPL-2.0 OR EPL-1.0");
    }

    @Test
    void aNonSpdxNameIsALicenseRefThatIsNotSpdxApproved() throws Exception {
        JsonNode item = item("pkg:maven/org.slf4j/log4j-over-slf4j@1.7.26");
        assertThat(item.get("statement").asText()).isEqualTo("LicenseRef-Apache-Software-Licenses");
        JsonNode license = item.at("/licenses/0");
        assertThat(license.get("id").asText()).isEqualTo("LicenseRef-Apache-Software-Licenses");
        assertThat(license.get("full_name").asText()).isEqualTo("Apache Software Licenses");
        assertThat(license.get("is_spdx_approved").asBoolean()).isFalse();
        assertThat(license.get("url").asText()).isEmpty();
        // a name with an unambiguous SPDX id is mapped to it
        assertThat(item("pkg:maven/com.rabbitmq/amqp-client@4.4.1").get("licenses")).extracting(l -> l.get("id").asText())
                .containsExactly("Apache-2.0", "GPL-2.0-only", "MPL-1.1");
    }

    /**
     * Every component the sample SBOMs declare with one SPDX license id, listed once across the BOMs and not also
     * described by the npm documents or the catalog (whose values win over a BOM's), is answered with that id.
     */
    @Test
    void everySbomComponentWithOneSpdxIdIsAnsweredWithIt() throws Exception {
        Map<String, String> declared = new HashMap<>();
        Set<String> repeated = new HashSet<>();
        try (Stream<Path> files = Files.walk(FEEDS.resolve("sbom/cyclonedx"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                JsonNode bom = JSON.readTree(file.toFile());
                collect(bom.path("metadata").path("component"), declared, repeated);
                bom.path("components").forEach(c -> collect(c, declared, repeated));
            }
        }
        Set<String> catalog = quoted(Files.readString(FEEDS.resolve("catalog/scanoss-components.jsonl")));
        declared.keySet().removeIf(purl -> repeated.contains(purl) || purl.startsWith("pkg:npm/express@")
                || purl.startsWith("pkg:npm/lodash@") || purl.startsWith("pkg:npm/react@")
                || purl.startsWith("pkg:npm/react-router@") || catalog.contains(purl.replaceFirst("\\?.*", "")));
        assertThat(declared).hasSizeGreaterThan(500);
        List<String> purls = new ArrayList<>(declared.keySet());
        JsonNode answer = e5(purls);
        for (int i = 0; i < purls.size(); i++) {
            JsonNode item = answer.get("components").get(i);
            assertThat(item.get("purl").asText()).isEqualTo(purls.get(i));
            assertThat(item.get("statement").asText()).as(purls.get(i)).isEqualTo(declared.get(purls.get(i)));
            assertThat(ids(item)).as(purls.get(i)).containsExactly(declared.get(purls.get(i)));
        }
    }

    /**
     * Every text the catalog holds between two quotes, so each purl is looked up once rather than searched for
     * through the whole catalog: the quoted texts are what the search would have found.
     */
    private static Set<String> quoted(String catalog) {
        String[] pieces = catalog.split("\"", -1);
        return new HashSet<>(Arrays.asList(pieces).subList(1, Math.max(1, pieces.length - 1)));
    }

    private static void collect(JsonNode component, Map<String, String> declared, Set<String> repeated) {
        JsonNode licenses = component.path("licenses");
        String purl = component.path("purl").asText("");
        if (purl.contains("@") && licenses.size() == 1 && licenses.at("/0/license/id").isTextual()) {
            String id = licenses.at("/0/license/id").asText();
            boolean listed = false;
            for (JsonNode license : spdxLicenses) {
                listed |= license.path("licenseId").asText().equals(id);
            }
            if (listed && declared.put(purl, id) != null) {
                repeated.add(purl);
            }
        }
        component.path("components").forEach(nested -> collect(nested, declared, repeated));
    }

    @Test
    void anUnknownVersionIsExactlyTheSpecsItemInsideSuccess() throws Exception {
        JsonNode answer = e5(List.of("pkg:maven/com.h2database/h2@9.9.9"));
        JsonNode item = answer.at("/components/0");
        assertThat(item.get("purl").asText()).isEqualTo("pkg:maven/com.h2database/h2@9.9.9");
        assertThat(item.get("requirement").asText()).isEmpty();
        assertThat(item.get("version").asText()).isEmpty();
        assertThat(item.get("statement").asText()).isEmpty();
        assertThat(item.get("url").asText()).isEmpty();
        assertThat(item.get("licenses")).isEmpty();
        assertThat(item.get("info_code").asText()).isEqualTo("VERSION_NOT_FOUND");
        assertThat(item.get("info_message").asText()).isNotBlank();
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void unknownAndInvalidComponentsAreAnsweredInOrderWithTheirCodes() throws Exception {
        JsonNode answer = e5(List.of("pkg:npm/left-pad@1.3.0", "not a purl", "pkg:npm/react-router@0.0.1"));
        assertThat(answer.at("/components/0/info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(answer.at("/components/0/licenses")).isEmpty();
        assertThat(answer.at("/components/1/info_code").asText()).isEqualTo("INVALID_PURL");
        JsonNode router = answer.at("/components/2");
        assertThat(router.has("info_code")).isFalse();
        assertThat(router.get("statement").asText()).isEqualTo("Apache-2.0");
        assertThat(router.get("url").asText()).isNotEmpty();
    }

    @Test
    void theGetFormResolvesARequirementAndEchoesIt() throws Exception {
        String purl = URLEncoder.encode("pkg:pypi/crc32c", StandardCharsets.UTF_8);
        HttpResponse<String> response = server.get("/v2/licenses/component?purl=" + purl + "&requirement=%3C1.1");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.at("/component/requirement").asText()).isEqualTo("<1.1");
        assertThat(body.at("/component/version").asText()).isEqualTo("1.0");
        assertThat(body.at("/component/statement").asText()).isEqualTo("LGPL-2.1-or-later");
        assertThat(body.at("/status/status").asText()).isEqualTo("SUCCESS");
        assertThat(body.at("/status/db/schema_version").asText()).isNotBlank();
    }

    @Test
    void badRequestsGetTheV2ErrorBody() throws Exception {
        for (HttpResponse<String> response : List.of(server.get("/v2/licenses/component"),
                server.post("/v2/licenses/components", "{\"components\": []}"),
                server.post("/v2/licenses/components", "{\"components\": [{\"purl\": 7}]}"),
                server.post("/v2/licenses/components", "{\"components\": ["))) {
            assertThat(response.statusCode()).as(response.body()).isEqualTo(400);
            JsonNode body = JSON.readTree(response.body());
            assertThat(body.get("code").asInt()).isEqualTo(3);
            assertThat(body.get("details")).isEmpty();
        }
    }
}
