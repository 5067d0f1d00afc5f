package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** E4 and its GET variant, answered from the real Semgrep, CodeQL, gosec and Bandit logs of the sample feeds. */
class StaticAnalysisRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String PYGOAT_VERSION = "c45f8ffbc611bf61d7cdf81c3fd09be3aed9545d";
    private static final String PYGOAT = "pkg:github/leftrightleft/pygoat";
    private static final Path PYGOAT_LOG = feeds().resolve("sarif/github/leftrightleft/pygoat/" + PYGOAT_VERSION
            + "/pygoat.semgrep-0.114.0.sarif");
    private static final Map<String, String> SEVERITY = Map.of("error", "ERROR", "warning", "WARNING", "note", "INFO");

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static Path feeds() {
        return Path.of(System.getProperty("cis.sample.feeds", "../dist/src/demo/feeds"));
    }

    private static JsonNode e4(String body) throws Exception {
        HttpResponse<String> response = server.post("/v2/semgrep/issues/components", body);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static JsonNode single(String purl, String requirement) throws Exception {
        String query = "?purl=" + URLEncoder.encode(purl, StandardCharsets.UTF_8)
                + (requirement == null ? "" : "&requirement=" + URLEncoder.encode(requirement, StandardCharsets.UTF_8));
        HttpResponse<String> response = server.get("/v2/semgrep/issues/component" + query);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** "path ruleID from to severity" of every result of the PyGoat log, read without the service. */
    private static Set<String> pygoatIssues() throws Exception {
        JsonNode run = JSON.readTree(PYGOAT_LOG.toFile()).get("runs").get(0);
        Map<String, String> levels = new HashMap<>();
        run.at("/tool/driver/rules").forEach(r -> levels.put(r.get("id").asText(), r.at("/defaultConfiguration/level").asText()));
        Set<String> issues = new HashSet<>();
        for (JsonNode result : run.get("results")) {
            JsonNode location = result.at("/locations/0/physicalLocation");
            issues.add(String.join(" ", location.at("/artifactLocation/uri").asText(), result.get("ruleId").asText(),
                    location.at("/region/startLine").asText(), location.at("/region/endLine").asText(),
                    SEVERITY.get(levels.get(result.get("ruleId").asText()))));
        }
        return issues;
    }

    private static Set<String> answeredIssues(JsonNode component) {
        Set<String> issues = new HashSet<>();
        for (JsonNode file : component.get("files")) {
            for (JsonNode issue : file.get("issues")) {
                issues.add(String.join(" ", file.get("path").asText(), issue.get("ruleID").asText(),
                        issue.get("from").asText(), issue.get("to").asText(), issue.get("severity").asText()));
            }
        }
        return issues;
    }

    @Test
    void aComponentWithARealSemgrepLogAnswersItsFilesAndIssuesWithTheSpecsKeys() throws Exception {
        JsonNode answer = e4("{\"components\":[{\"purl\":\"" + PYGOAT + "@" + PYGOAT_VERSION + "\"}]}");
        JsonNode item = answer.at("/components/0");
        assertThat(fieldNames(item)).containsExactly("purl", "version", "requirement", "files");
        assertThat(item.get("purl").asText()).isEqualTo(PYGOAT + "@" + PYGOAT_VERSION);
        assertThat(item.get("version").asText()).isEqualTo(PYGOAT_VERSION);
        assertThat(item.get("files")).isNotEmpty();
        for (JsonNode file : item.get("files")) {
            assertThat(fieldNames(file)).containsExactly("fileMD5", "path", "issues");
            assertThat(file.get("fileMD5").isTextual()).isTrue();
            for (JsonNode issue : file.get("issues")) {
                assertThat(fieldNames(issue)).containsExactly("ruleID", "from", "to", "severity");
                assertThat(issue.get("from").isTextual()).as("from is a string").isTrue();
                assertThat(issue.get("to").isTextual()).as("to is a string").isTrue();
                assertThat(issue.get("from").asText()).matches("[1-9][0-9]*");
            }
        }
        assertThat(answeredIssues(item)).isEqualTo(pygoatIssues());
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
        assertThat(answer.at("/status/db/schema_version").asText()).isNotEmpty();
    }

    @Test
    void eachFileIsListedOnceWithItsIssuesInLineOrder() throws Exception {
        JsonNode item = e4("{\"components\":[{\"purl\":\"" + PYGOAT + "\",\"requirement\":\"" + PYGOAT_VERSION + "\"}]}")
                .at("/components/0");
        assertThat(item.get("requirement").asText()).isEqualTo(PYGOAT_VERSION);
        List<String> paths = new ArrayList<>();
        for (JsonNode file : item.get("files")) {
            paths.add(file.get("path").asText());
            List<Integer> lines = new ArrayList<>();
            file.get("issues").forEach(issue -> lines.add(issue.get("from").asInt()));
            assertThat(lines).isSorted();
        }
        assertThat(paths).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void withoutVersionOrRequirementTheOnlyAnalysedCommitAnswers() throws Exception {
        JsonNode component = single(PYGOAT, null).get("component");
        assertThat(component.get("version").asText()).isEqualTo(PYGOAT_VERSION);
        assertThat(answeredIssues(component)).isEqualTo(pygoatIssues());
    }

    @Test
    void theSingleGetAnswersLikeTheBatch() throws Exception {
        JsonNode batch = e4("{\"components\":[{\"purl\":\"" + PYGOAT + "@" + PYGOAT_VERSION + "\"}]}");
        JsonNode single = single(PYGOAT + "@" + PYGOAT_VERSION, null);
        assertThat(fieldNames(single)).containsExactly("component", "status");
        assertThat(single.get("component")).isEqualTo(batch.at("/components/0"));
        assertThat(single.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void anUnknownComponentIsAnEmptyItemInsideSuccess() throws Exception {
        JsonNode answer = e4("{\"components\":[{\"purl\":\"pkg:github/nobody/nothing@1.0.0\"}]}");
        JsonNode item = answer.at("/components/0");
        assertThat(item.get("version").asText()).isEmpty();
        assertThat(item.get("requirement").asText()).isEmpty();
        assertThat(item.get("files")).isEmpty();
        assertThat(item.get("info_code").asText()).isEqualTo("COMPONENT_NOT_FOUND");
        assertThat(item.get("info_message").asText()).isNotBlank();
        assertThat(answer.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void aVersionNobodyAnalysedIsNotFoundBecauseFindingsAreStoredPerVersion() throws Exception {
        JsonNode item = single(PYGOAT + "@0123456789abcdef0123456789abcdef01234567", null).get("component");
        assertThat(item.get("info_code").asText()).isEqualTo("VERSION_NOT_FOUND");
        assertThat(item.get("version").asText()).isEmpty();
        assertThat(item.get("files")).isEmpty();
    }

    @Test
    void aListedVersionWithoutAnalysisHasNoFiles() throws Exception {
        // express 4.15.3 is listed by the npm sample; no log analysed it
        JsonNode item = single("pkg:npm/express@4.15.3", null).get("component");
        assertThat(item.get("version").asText()).isEqualTo("4.15.3");
        assertThat(item.get("files")).isEmpty();
        assertThat(item.has("info_code")).isFalse();
    }

    @Test
    void everyItemIsAnsweredInOrderWithItsOwnOutcome() throws Exception {
        JsonNode answer = e4("{\"components\":[{\"purl\":\"not a purl\"},{\"purl\":\"" + PYGOAT + "@" + PYGOAT_VERSION
                + "\"},{\"purl\":\"pkg:github/amadeusitgroup/gh-app-auth\"},{\"purl\":\"" + PYGOAT + "@" + PYGOAT_VERSION + "\"}]}");
        JsonNode items = answer.get("components");
        assertThat(items).hasSize(4);
        assertThat(items.get(0).get("info_code").asText()).isEqualTo("INVALID_PURL");
        assertThat(items.get(0).get("files")).isEmpty();
        assertThat(items.get(1)).isEqualTo(items.get(3));
        // gosec puts the level on the result: the two "error" results are ERROR
        List<String> severities = new ArrayList<>();
        items.get(2).get("files").forEach(f -> f.get("issues").forEach(i -> severities.add(i.get("severity").asText())));
        assertThat(severities).hasSize(7).containsOnly("ERROR", "WARNING").filteredOn("ERROR"::equals).hasSize(2);
    }

    @Test
    void badRequestsGetTheV2ErrorBody() throws Exception {
        HttpResponse<String> malformed = server.post("/v2/semgrep/issues/components", "{\"components\":[");
        assertThat(malformed.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(malformed.body()).get("code").asInt()).isEqualTo(3);
        assertThat(malformed.body()).doesNotContain("Exception");
        HttpResponse<String> empty = server.post("/v2/semgrep/issues/components", "{\"components\":[]}");
        assertThat(empty.statusCode()).isEqualTo(400);
        HttpResponse<String> noPurl = server.get("/v2/semgrep/issues/component");
        assertThat(noPurl.statusCode()).isEqualTo(400);
        assertThat(fieldNames(JSON.readTree(noPurl.body()))).containsExactly("code", "message", "details");
        HttpResponse<String> wrongMethod = server.get("/v2/semgrep/issues/components");
        assertThat(wrongMethod.statusCode()).isEqualTo(405);
    }
}
