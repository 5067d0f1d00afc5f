package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import io.cis.engine.version.VersionSchemes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Catalog browsing: versions newest first with dates and licenses, and name search. */
class ComponentRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode get(String path) throws Exception {
        HttpResponse<String> response = server.get(path);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static List<String> versions(JsonNode answer) {
        List<String> versions = new ArrayList<>();
        answer.at("/component/versions").forEach(v -> versions.add(v.get("version").asText()));
        return versions;
    }

    @Test
    void versionsComeNewestFirstInTheEcosystemsOrderWithDatesAndSpdxLicenses() throws Exception {
        JsonNode answer = get("/v2/components/versions?purl=pkg:npm/express&limit=300");
        List<String> versions = versions(answer);
        assertThat(versions).isSortedAccordingTo(VersionSchemes.SEMVER.order().reversed());
        assertThat(versions.indexOf("4.10.0")).isLessThan(versions.indexOf("4.9.0"));
        assertThat(versions.indexOf("5.0.0-alpha.5")).isLessThan(versions.indexOf("4.15.3"));
        JsonNode v4153 = answer.at("/component/versions").get(versions.indexOf("4.15.3"));
        assertThat(v4153.get("date").asText()).isEqualTo("2017-05-17");
        assertThat(v4153.at("/licenses/0/spdx_id").asText()).isEqualTo("MIT");
        assertThat(v4153.at("/licenses/0/is_spdx_approved").asBoolean()).isTrue();
        assertThat(v4153.at("/licenses/0/name").asText()).isEqualTo("MIT License");
        assertThat(answer.at("/component/name").asText()).isEqualTo("express");
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void aDeclaredLicenseThatIsNoSpdxIdIsListedAsDeclared() throws Exception {
        JsonNode answer = get("/v2/components/versions?purl=pkg:npm/react-router&limit=1000");
        boolean sawNonSpdx = false;
        for (JsonNode version : answer.at("/component/versions")) {
            for (JsonNode license : version.get("licenses")) {
                if (license.get("name").asText().equals("Apache v2")) {
                    sawNonSpdx = true;
                    assertThat(license.get("spdx_id").asText()).isEmpty();
                    assertThat(license.get("is_spdx_approved").asBoolean()).isFalse();
                }
            }
        }
        assertThat(sawNonSpdx).isTrue();
    }

    @Test
    void limitTakesTheNewestVersionsAndIsClamped() throws Exception {
        List<String> all = versions(get("/v2/components/versions?purl=pkg:npm/express&limit=1000"));
        assertThat(versions(get("/v2/components/versions?purl=pkg:npm/express&limit=3"))).containsExactlyElementsOf(all.subList(0, 3));
        assertThat(versions(get("/v2/components/versions?purl=pkg:npm/express"))).hasSize(50);
        assertThat(versions(get("/v2/components/versions?purl=pkg:npm/express&limit=99999999999999999999")))
                .hasSizeGreaterThan(250);
        for (String bad : new String[] {"0", "-1", "ten"}) {
            assertThat(server.get("/v2/components/versions?purl=pkg:npm/express&limit=" + bad).statusCode()).as(bad).isEqualTo(400);
        }
    }

    @Test
    void anUnknownComponentSaysSoInsideASuccessfulAnswer() throws Exception {
        JsonNode answer = get("/v2/components/versions?purl=pkg:npm/no-such-package-anywhere");
        assertThat(answer.at("/component/info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(answer.at("/component/versions")).isEmpty();
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void searchFindsComponentsByNamePrefixAcrossFeedsAndFiltersByType() throws Exception {
        JsonNode all = get("/v2/components/search?search=REACT");
        List<String> purls = new ArrayList<>();
        all.get("components").forEach(c -> purls.add(c.get("purl").asText()));
        assertThat(purls).contains("pkg:npm/react", "pkg:npm/react-router");
        assertThat(purls).allSatisfy(p -> assertThat(p.substring(p.lastIndexOf('/') + 1)).startsWithIgnoringCase("react"));
        JsonNode github = get("/v2/components/search?search=react&package=github");
        github.get("components").forEach(c -> assertThat(c.get("purl").asText()).startsWith("pkg:github/"));
        JsonNode paged = get("/v2/components/search?search=react&limit=1&offset=1");
        assertThat(paged.get("components")).hasSize(1);
        assertThat(paged.at("/components/0/purl").asText()).isEqualTo(purls.get(1));
    }

    @Test
    void searchWithoutATermIs400() throws Exception {
        assertThat(server.get("/v2/components/search").statusCode()).isEqualTo(400);
    }
}
