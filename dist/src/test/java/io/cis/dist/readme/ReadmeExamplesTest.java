package io.cis.dist.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The curl examples of the README and of docs/api-examples.md are found with the answers shown for them, so the check
 * against the packaged jar has work to do.
 */
class ReadmeExamplesTest {

    /** The endpoints E1..E14 of the interface spec, as method and path; E4's tool segment is {@code semgrep}. */
    static final Map<String, String> SPEC_ENDPOINTS = Map.ofEntries(
            Map.entry("E1", "GET /v3/components/releases"),
            Map.entry("E2", "POST /v3/components/releases"),
            Map.entry("E3", "POST /v2/vulnerabilities/components"),
            Map.entry("E4", "POST /v2/semgrep/issues/components"),
            Map.entry("E5", "POST /v2/licenses/components"),
            Map.entry("E6", "POST /v2/cryptography/algorithms/components"),
            Map.entry("E7", "POST /v2/components/status/components"),
            Map.entry("E8", "POST /v2/geoprovenance/countries"),
            Map.entry("E9", "POST /v2/licenses/echo"),
            Map.entry("E10", "POST /v2/dependencies/echo"),
            Map.entry("E11", "GET /v2/geoprovenance/countries/component"),
            Map.entry("E12", "GET /v2/licenses/details"),
            Map.entry("E13", "GET /v2/cryptography/algorithms/component"),
            Map.entry("E14", "GET /v2/vulnerabilities/cpes/component"));

    @Test
    void everyCurlLineOfTheReadmeAndTheApiExamplesIsAnExample() throws Exception {
        for (ExampleDocument document : ExampleDocument.all()) {
            assertThat(document.examples()).as(document.name()).isNotEmpty().hasSize((int) document.curlLines());
        }
    }

    @Test
    void everySpecEndpointHasAnApiExample() throws Exception {
        List<ReadmeExample> examples = ExampleDocument.apiExamples().examples();

        assertThat(examples).hasSizeGreaterThanOrEqualTo(SPEC_ENDPOINTS.size());
        List<String> requested = examples.stream()
                .map(example -> example.curl().method() + " " + example.curl().target().split("\\?")[0]).toList();
        assertThat(requested).containsAll(SPEC_ENDPOINTS.values());
    }

    @Test
    void everyExampleShowsAnAnswerThatReadsAsAbridgedJson() throws Exception {
        for (ExampleDocument document : ExampleDocument.all()) {
            for (ReadmeExample example : document.examples()) {
                assertThat(example.answer()).as("answer of " + document.name() + " line " + example.line()).isPresent();
                if (example.curl().headBytes().isEmpty()) {
                    AbridgedJson.parse(example.answer().orElseThrow().body());
                }
            }
        }
    }

    @Test
    void aCommandWithAQuotedBodyOverSeveralLinesIsOneExampleWithItsRemarksAndAnswer() {
        List<ReadmeExample> examples = ReadmeExamples.in("""
                Text before, with a `curl localhost:8080/v2/not/in/a/block` mention.

                ```sh
                curl -s -XPOST localhost:8080/v2/licenses/components -d '{"components":[
                  {"purl":"pkg:npm/react-router@0.0.1"}]}'
                # the version is in the purl:
                # {"components":[{"purl":"pkg:npm/react-router@0.0.1",...}],
                #  "status":{...}}

                curl -s 'localhost:8080/v2/licenses/details?id=No-Such-1.0'   # an unknown id
                # 404 {"code":5,"message":"license 'No-Such-1.0' not found","details":[]}
                ```
                """);

        assertThat(examples).hasSize(2);
        ReadmeExample batch = examples.get(0);
        assertThat(batch.line()).isEqualTo(4);
        assertThat(batch.curl().method()).isEqualTo("POST");
        assertThat(batch.curl().target()).isEqualTo("/v2/licenses/components");
        assertThat(batch.curl().body()).hasValue("{\"components\":[\n  {\"purl\":\"pkg:npm/react-router@0.0.1\"}]}");
        assertThat(batch.answer()).hasValue(new ShownAnswer(200,
                "{\"components\":[{\"purl\":\"pkg:npm/react-router@0.0.1\",...}],\"status\":{...}}"));
        ReadmeExample unknown = examples.get(1);
        assertThat(unknown.line()).isEqualTo(10);
        assertThat(unknown.curl().method()).isEqualTo("GET");
        assertThat(unknown.answer()).hasValue(new ShownAnswer(404,
                "{\"code\":5,\"message\":\"license 'No-Such-1.0' not found\",\"details\":[]}"));
    }

    @Test
    void aCommandFollowedByRemarksOnlyShowsNoAnswerAndThatIsAMismatch() {
        List<ReadmeExample> examples = ReadmeExamples.in("""
                ```sh
                curl -s -XPOST localhost:8080/v2/components/status/components -d '{"components":[{"purl":"x"}]}'
                # one item per input, in order
                ```
                """);

        assertThat(examples).singleElement().satisfies(example -> {
            assertThat(example.answer()).isEmpty();
            assertThat(example.mismatches(200, "{\"components\":[]}", List.of()))
                    .containsExactly("the README shows no answer");
        });
    }

    @Test
    void aWrongValueInAFragmentIsAMismatchAgainstARealAnswer() {
        ReadmeExample example = ReadmeExamples.in("""
                ```sh
                curl -s -XPOST localhost:8080/v2/geoprovenance/countries \\
                  -d '{"purls":[{"purl":"pkg:github/scanoss/engine","requirement":""}]}'
                # {"purls":[{"purl":"pkg:github/scanoss/engine","declared_locations":[...],
                #   "curated_locations":[{"country":"Argentina","count":3}]}],"status":{...}}
                ```
                """).get(0);

        assertThat(example.mismatches(200, AbridgedJsonTest.DEPRECATED_GEOPROVENANCE_ANSWER, List.of()))
                .containsExactly("/purls/0/curated_locations/0/count: the README shows 3, the server answered 2");
        assertThat(example.mismatches(500, AbridgedJsonTest.DEPRECATED_GEOPROVENANCE_ANSWER, List.of()))
                .contains("HTTP status: the README shows 200, the server answered 500");
    }

    @Test
    void aTruncatedOutputIsComparedAsThatManyLeadingBytes() {
        ReadmeExample example = ReadmeExamples.in("""
                ```sh
                curl -s localhost:8080/v2/geoprovenance/countries -d '{}' | head -c 12
                # {"purls":[{"
                ```
                """).get(0);

        assertThat(example.curl().headBytes()).isEqualTo(OptionalInt.of(12));
        assertThat(example.mismatches(200, AbridgedJsonTest.DEPRECATED_GEOPROVENANCE_ANSWER, List.of())).isEmpty();
        String malformedJson = "{\"code\":3,\"message\":\"malformed JSON at line 1, column 12: Unexpected"
                + " end-of-input within/between Object entries\",\"details\":[]}";
        assertThat(example.mismatches(400, malformedJson, List.of())).containsExactly(
                "HTTP status: the README shows 200, the server answered 400",
                "first 12 bytes: the README shows {\"purls\":[{\", the server answered {\"code\":3,\"m");
    }

    @Test
    void aCommandThatNeverEndsIsRefused() {
        assertThatThrownBy(() -> ReadmeExamples.in("""
                ```sh
                curl -s -XPOST localhost:8080/v2/licenses/echo -d '{"message":
                ```
                """)).hasMessageContaining("README line 2");
    }
}
