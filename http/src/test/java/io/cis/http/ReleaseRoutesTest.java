package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.version.VersionSchemes;
import java.io.IOException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * E1 and E2 on the sample feeds. Expected notes and days come from express's {@code History.md} itself, read here with
 * a plain line scan; the expected order is that file's versions sorted by semver.
 */
class ReleaseRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EXPRESS = "pkg:github/expressjs/express";
    private static final Pattern HEADING = Pattern.compile("^(\\S+?)\\.?\\s*/\\s*(\\d{4}-\\d{2}-\\d{2})$");

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();
    /** express's releases as History.md heads them: version -> day, in file order. */
    private static Map<String, String> history;
    private static List<String> historyLines;

    @BeforeAll
    static void start() throws Exception {
        historyLines = Files.readAllLines(feeds().resolve("release-notes/github/expressjs/express/History.md"));
        history = new LinkedHashMap<>();
        for (int i = 0; i + 1 < historyLines.size(); i++) {
            Matcher heading = HEADING.matcher(historyLines.get(i));
            if (historyLines.get(i + 1).matches("^=+$") && heading.matches()) {
                history.put(heading.group(1), heading.group(2));
            }
        }
    }

    private static Path feeds() {
        return Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
    }

    /** The first line of a release's notes in History.md: the first non-blank line under its underline. */
    private static String firstNoteLine(String version) {
        for (int i = 0; i + 1 < historyLines.size(); i++) {
            if (historyLines.get(i).startsWith(version + " / ") && historyLines.get(i + 1).matches("^=+$")) {
                int line = i + 2;
                while (historyLines.get(line).isBlank()) {
                    line++;
                }
                return historyLines.get(line);
            }
        }
        throw new AssertionError("no heading for " + version);
    }

    /** History.md's versions, newest first by semver. */
    private static List<String> newestFirst() {
        List<String> sorted = new ArrayList<>(VersionSchemes.SEMVER.sort(history.keySet()));
        Collections.reverse(sorted);
        return sorted;
    }

    private static String query(String... pairs) {
        StringBuilder query = new StringBuilder("/v3/components/releases?");
        for (int i = 0; i < pairs.length; i += 2) {
            query.append(i == 0 ? "" : "&").append(pairs[i]).append('=')
                    .append(URLEncoder.encode(pairs[i + 1], StandardCharsets.UTF_8));
        }
        return query.toString();
    }

    private static JsonNode ok(HttpResponse<String> response) throws IOException {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.path("status").path("status").asText()).isIn("SUCCESS", "PARTIAL_SUCCESS", "ERROR");
        return body;
    }

    private static List<String> versions(JsonNode releases) {
        List<String> versions = new ArrayList<>();
        releases.forEach(release -> versions.add(release.path("version").asText()));
        return versions;
    }

    // --- E1 ----------------------------------------------------------------------------------------------------------

    @Test
    void anExactRequirementAnswersThatVersionsNotesAndDayFromHistoryMd() throws Exception {
        JsonNode body = ok(server.get(query("purl", EXPRESS, "requirement", "4.18.2")));

        assertThat(body.path("component").path("purl").asText()).isEqualTo(EXPRESS);
        assertThat(body.path("component").path("requirement").asText()).isEqualTo("4.18.2");
        assertThat(body.path("component").path("version").asText()).isEqualTo("4.18.2");
        assertThat(body.path("component").has("info_code")).isFalse();
        assertThat(body.path("releases")).singleElement().satisfies(release -> {
            assertThat(release.path("version").asText()).isEqualTo("4.18.2");
            assertThat(release.path("date").asText()).isEqualTo(history.get("4.18.2")).isEqualTo("2022-10-08");
            assertThat(release.path("url").asText()).isEqualTo("https://github.com/expressjs/express/releases/tag/4.18.2");
            assertThat(release.path("release_notes").asText()).startsWith(firstNoteLine("4.18.2"))
                    .contains("deps: body-parser@1.20.1");
        });
        assertThat(body.path("status").path("status").asText()).isEqualTo("SUCCESS");
        assertThat(body.path("status").path("message").asText()).isNotBlank();
    }

    @Test
    void withoutARequirementEveryVersionIsListedNewestFirstAndPaged() throws Exception {
        List<String> expected = newestFirst();

        JsonNode page = ok(server.get(query("purl", EXPRESS, "limit", "5", "offset", "5")));
        JsonNode firstPage = ok(server.get(query("purl", EXPRESS)));
        JsonNode all = ok(server.get(query("purl", EXPRESS, "limit", "100000")));

        assertThat(versions(page.path("releases"))).isEqualTo(expected.subList(5, 10));
        assertThat(versions(firstPage.path("releases"))).isEqualTo(expected.subList(0, 50));
        assertThat(versions(all.path("releases"))).isEqualTo(expected).hasSize(298);
        for (JsonNode release : all.path("releases")) {
            assertThat(release.path("date").asText()).isEqualTo(history.get(release.path("version").asText()));
        }
        assertThat(page.path("component").path("requirement").asText()).isEmpty();
        assertThat(page.path("component").has("info_code")).isFalse();
    }

    @Test
    void anOffsetPastTheEndIsAnEmptyPageNotUnavailableNotes() throws Exception {
        JsonNode body = ok(server.get(query("purl", EXPRESS, "offset", "298")));

        assertThat(body.path("releases")).isEmpty();
        assertThat(body.path("component").has("info_code")).isFalse();
    }

    @Test
    void aRangeAnswersEveryMatchingVersionNewestFirst() throws Exception {
        List<String> expected = newestFirst().stream().filter(v -> v.startsWith("4.17.")).toList();

        JsonNode body = ok(server.get(query("purl", EXPRESS, "requirement", ">=4.17.0 <4.18.0")));

        assertThat(expected).isNotEmpty();
        assertThat(versions(body.path("releases"))).isEqualTo(expected);
        assertThat(body.path("component").path("version").asText()).isEqualTo(expected.get(0));
        assertThat(versions(ok(server.get(query("purl", EXPRESS, "requirement", ">=4.17.0 <4.18.0", "limit", "2",
                "offset", "1"))).path("releases"))).isEqualTo(expected.subList(1, 3));
    }

    @Test
    void aPurlVersionWinsOverTheRequirement() throws Exception {
        JsonNode body = ok(server.get(query("purl", EXPRESS + "@4.18.2", "requirement", "^3")));

        assertThat(versions(body.path("releases"))).containsExactly("4.18.2");
        assertThat(body.path("component").path("purl").asText()).isEqualTo(EXPRESS + "@4.18.2");
    }

    @Test
    void aRegistryPurlFallsBackToItsSourcePurlOnlyWhenAsked() throws Exception {
        // 4.15.3 is in the npm document (the npm component knows it) but only the source repository has notes
        assertThat(Files.readString(feeds().resolve("npm-packuments/express.json"))).contains("\"4.15.3\"");
        String withoutRelated = query("purl", "pkg:npm/express", "requirement", "4.15.3");

        JsonNode plain = ok(server.get(withoutRelated));
        JsonNode related = ok(server.get(withoutRelated + "&show_related_results=true"));

        assertThat(plain.path("releases")).isEmpty();
        assertThat(plain.path("component").path("info_code").asText()).isEqualTo("RELEASE_NOTES_UNAVAILABLE");
        assertThat(plain.path("component").path("version").asText()).isEqualTo("4.15.3");
        assertThat(plain.path("status").path("status").asText()).isEqualTo("SUCCESS");
        assertThat(related.path("component").path("info_code").asText()).isEqualTo("WARNING");
        assertThat(related.path("component").path("info_message").asText()).contains(EXPRESS);
        assertThat(related.path("component").path("purl").asText()).isEqualTo("pkg:npm/express");
        assertThat(related.path("releases")).singleElement().satisfies(release -> {
            assertThat(release.path("version").asText()).isEqualTo("4.15.3");
            assertThat(release.path("date").asText()).isEqualTo(history.get("4.15.3"));
            assertThat(release.path("release_notes").asText()).startsWith(firstNoteLine("4.15.3"));
        });
    }

    @Test
    void aVersionOnlyTheSourceRepositoryKnowsIsNotFoundUnlessRelatedResultsAreOn() throws Exception {
        // the 2017 npm document predates 4.18.2; History.md has it
        assertThat(Files.readString(feeds().resolve("npm-packuments/express.json"))).doesNotContain("\"4.18.2\"");
        String request = query("purl", "pkg:npm/express", "requirement", "4.18.2");

        HttpResponse<String> plain = server.get(request);
        JsonNode related = ok(server.get(request + "&show_related_results=true"));

        assertThat(plain.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(plain.body()).path("error").path("code").asText()).isEqualTo("VERSION_NOT_FOUND");
        assertThat(related.path("component").path("info_code").asText()).isEqualTo("WARNING");
        assertThat(related.path("component").path("version").asText()).isEqualTo("4.18.2");
        assertThat(versions(related.path("releases"))).containsExactly("4.18.2");
    }

    @Test
    void base64EncodingEncodesContentStringsOnly() throws Exception {
        String request = query("purl", "pkg:npm/express", "requirement", "4.15.3", "show_related_results", "true");
        JsonNode plain = ok(server.get(request));
        JsonNode encoded = ok(server.get(request + "&encoded=base64_encoded"));

        assertEncoded(plain, encoded, text -> new String(Base64.getDecoder().decode(text), StandardCharsets.UTF_8));
        assertThat(encoded.path("releases").get(0).path("release_notes").asText()).matches("^[A-Za-z0-9+/]+=*$");
    }

    @Test
    void urlEncodingPercentEncodesContentStringsOnly() throws Exception {
        String request = query("purl", EXPRESS, "requirement", "^4.18");
        JsonNode plain = ok(server.get(request));
        JsonNode encoded = ok(server.get(request + "&encoded=url_encoded"));

        assertEncoded(plain, encoded, text -> URLDecoder.decode(text, StandardCharsets.UTF_8));
        assertThat(encoded.path("releases").get(0).path("release_notes").asText()).doesNotContain(" ", "\n", "+");
        assertThat(encoded.path("component").path("purl").asText()).isEqualTo("pkg%3Agithub%2Fexpressjs%2Fexpress");
    }

    private static void assertEncoded(JsonNode plain, JsonNode encoded, UnaryOperator<String> decode) {
        assertThat(versions(plain.path("releases"))).isNotEmpty();
        assertThat(encoded.path("releases")).hasSameSizeAs(plain.path("releases"));
        for (int i = 0; i < plain.path("releases").size(); i++) {
            JsonNode p = plain.path("releases").get(i);
            JsonNode e = encoded.path("releases").get(i);
            for (String field : List.of("version", "date", "url", "release_notes")) {
                assertThat(decode.apply(e.path(field).asText())).isEqualTo(p.path(field).asText());
            }
            assertThat(e.path("release_notes").asText()).isNotEqualTo(p.path("release_notes").asText());
        }
        JsonNode p = plain.path("component");
        JsonNode e = encoded.path("component");
        assertThat(decode.apply(e.path("purl").asText())).isEqualTo(p.path("purl").asText());
        assertThat(decode.apply(e.path("version").asText())).isEqualTo(p.path("version").asText());
        // control fields stay as they are
        assertThat(e.path("requirement")).isEqualTo(p.path("requirement"));
        assertThat(e.path("info_code")).isEqualTo(p.path("info_code"));
        assertThat(e.path("info_message")).isEqualTo(p.path("info_message"));
        assertThat(encoded.path("status")).isEqualTo(plain.path("status"));
    }

    @Test
    void onVersionNotFoundSubstitutesWithRequirementNotMet() throws Exception {
        String closestBelow = history.keySet().stream().filter(v -> v.matches("4\\.18\\.\\d+"))
                .max((a, b) -> Integer.compare(Integer.parseInt(a.substring(5)), Integer.parseInt(b.substring(5))))
                .orElseThrow();

        JsonNode body = ok(server.get(query("purl", EXPRESS, "requirement", "4.18.99",
                "on_version_not_found", "show_closest_lt")));

        assertThat(body.path("component").path("info_code").asText()).isEqualTo("REQUIREMENT_NOT_MET");
        assertThat(body.path("component").path("version").asText()).isEqualTo(closestBelow);
        assertThat(versions(body.path("releases"))).containsExactly(closestBelow);
        assertThat(server.get(query("purl", EXPRESS, "requirement", "4.18.99")).statusCode()).isEqualTo(404);
    }

    // --- E2 ----------------------------------------------------------------------------------------------------------

    @Test
    void aBatchAnswersEveryComponentInOrderWithTheResolvedVersionsRelease() throws Exception {
        JsonNode body = ok(server.post("/v3/components/releases", """
                {"components": [
                  {"purl": "pkg:github/expressjs/express", "requirement": "4.18.2"},
                  {"purl": "pkg:npm/express", "requirement": "4.15.3"},
                  {"purl": "pkg:npm/left-pad"},
                  {"purl": "not a purl"},
                  {"purl": "pkg:github/expressjs/express@4.18.2"},
                  {"purl": "pkg:github/expressjs/express", "requirement": ">=4.17.0 <4.18.0"}
                ]}"""));

        JsonNode items = body.path("components");
        assertThat(items).hasSize(6);
        assertThat(items.get(0).path("version").asText()).isEqualTo("4.18.2");
        assertThat(items.get(0).path("release").path("date").asText()).isEqualTo(history.get("4.18.2"));
        assertThat(items.get(0).path("release").path("release_notes").asText()).startsWith(firstNoteLine("4.18.2"));
        assertThat(items.get(0).has("info_code")).isFalse();
        assertThat(items.get(1).has("release")).isFalse();
        assertThat(items.get(1).path("version").asText()).isEqualTo("4.15.3");
        assertThat(items.get(1).path("info_code").asText()).isEqualTo("RELEASE_NOTES_UNAVAILABLE");
        assertThat(items.get(2).path("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(items.get(2).path("version").asText()).isEmpty();
        assertThat(items.get(2).has("release")).isFalse();
        assertThat(items.get(3).path("info_code").asText()).isEqualTo("INVALID_PURL");
        assertThat(items.get(3).path("purl").asText()).isEqualTo("not a purl");
        assertThat(items.get(4).path("release").path("version").asText()).isEqualTo("4.18.2");
        // a range's release is the one of the highest matching version
        String highest417 = newestFirst().stream().filter(v -> v.startsWith("4.17.")).findFirst().orElseThrow();
        assertThat(items.get(5).path("release").path("version").asText()).isEqualTo(highest417);
        assertThat(items.get(5).path("requirement").asText()).isEqualTo(">=4.17.0 <4.18.0");
        assertThat(body.path("status").path("status").asText()).isEqualTo("PARTIAL_SUCCESS");
    }

    @Test
    void theSearchObjectAppliesToEveryComponent() throws Exception {
        JsonNode body = ok(server.post("/v3/components/releases", """
                {"components": [{"purl": "pkg:npm/express", "requirement": "4.15.3"},
                                {"purl": "pkg:npm/express", "requirement": "4.18.2"}],
                 "search": {"show_related_results": true, "encoded": "base64_encoded", "max_results_per_purl": 0,
                            "on_version_not_found": "strict"}}"""));

        for (JsonNode item : body.path("components")) {
            assertThat(item.path("info_code").asText()).isEqualTo("WARNING");
            assertThat(item.path("info_message").asText()).contains(EXPRESS);
            String version = new String(Base64.getDecoder().decode(item.path("version").asText()), StandardCharsets.UTF_8);
            String notes = new String(Base64.getDecoder().decode(item.path("release").path("release_notes").asText()),
                    StandardCharsets.UTF_8);
            assertThat(notes).startsWith(firstNoteLine(version));
            assertThat(item.path("requirement").asText()).isEqualTo(version);
        }
        assertThat(body.path("status").path("status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void aBatchWhoseEveryComponentFailsIsAnError() throws Exception {
        JsonNode body = ok(server.post("/v3/components/releases",
                "{\"components\": [{\"purl\": \"pkg:npm/left-pad\"}, {\"purl\": \"\"}, {\"purl\": \"pkg:npm/left-pad\"}]}"));

        assertThat(body.path("components")).hasSize(3);
        assertThat(body.path("components").get(1).path("info_code").asText()).isEqualTo("INVALID_PURL");
        assertThat(body.path("status").path("status").asText()).isEqualTo("ERROR");
    }

    @Test
    void unavailableNotesAndSubstitutionsAreNotFailures() throws Exception {
        JsonNode body = ok(server.post("/v3/components/releases", """
                {"components": [{"purl": "pkg:npm/express", "requirement": "4.15.3"},
                                {"purl": "pkg:github/expressjs/express", "requirement": "4.18.99"}],
                 "search": {"on_version_not_found": "show_closest_gt"}}"""));

        assertThat(body.path("components").get(1).path("info_code").asText()).isEqualTo("REQUIREMENT_NOT_MET");
        assertThat(body.path("components").get(1).path("release").path("version").asText())
                .isEqualTo(body.path("components").get(1).path("version").asText());
        assertThat(body.path("status").path("status").asText()).isEqualTo("SUCCESS");
    }
}
