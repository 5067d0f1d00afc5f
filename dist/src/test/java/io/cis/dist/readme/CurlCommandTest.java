package io.cis.dist.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** A README curl line is read as the request curl would send, and a line it cannot read exactly is refused. */
class CurlCommandTest {

    private static CurlCommand curl(String command) {
        ShellWords words = ShellWords.split(command);
        assertThat(words.complete()).isTrue();
        return CurlCommand.of(words.words());
    }

    @Test
    void aQuotedUrlIsAGetOfItsPathAndQuery() {
        CurlCommand get = curl("curl -s 'localhost:8080/v2/licenses/component?purl=pkg:npm/react-router&requirement=0.0.1'");

        assertThat(get.method()).isEqualTo("GET");
        assertThat(get.target()).isEqualTo("/v2/licenses/component?purl=pkg:npm/react-router&requirement=0.0.1");
        assertThat(get.body()).isEmpty();
        assertThat(get.headers()).isEmpty();
        assertThat(get.headBytes()).isEmpty();
    }

    @Test
    void dataMakesAPostWithCurlsFormContentTypeUnlessAHeaderNamesOne() {
        CurlCommand post = curl("curl -s -XPOST localhost:8080/v2/licenses/echo -d '{\"message\":\"hi\"}'");
        CurlCommand implicit = curl("curl localhost:8080/v2/licenses/echo --data \"{\\\"message\\\":\\\"hi\\\"}\"");
        CurlCommand typed = curl("curl -X post -H 'Content-Type: application/json' -d '{}' http://localhost:8080/v2/dependencies/echo");

        assertThat(post.method()).isEqualTo("POST");
        assertThat(post.body()).hasValue("{\"message\":\"hi\"}");
        assertThat(post.headers()).isEqualTo(Map.of("Content-Type", "application/x-www-form-urlencoded"));
        assertThat(implicit.method()).isEqualTo("POST");
        assertThat(implicit.body()).hasValue("{\"message\":\"hi\"}");
        assertThat(typed.method()).isEqualTo("POST");
        assertThat(typed.target()).isEqualTo("/v2/dependencies/echo");
        assertThat(typed.headers()).isEqualTo(Map.of("Content-Type", "application/json"));
    }

    @Test
    void aBackslashJoinsLinesAndAQuoteKeepsItsLineBreaks() {
        ShellWords open = ShellWords.split("curl -s -XPOST localhost:8080/v2/licenses/components -d '{\"components\":[");
        ShellWords continued = ShellWords.split("curl -s -XPOST localhost:8080/v2/vulnerabilities/components \\");
        CurlCommand joined = curl("curl -s -XPOST localhost:8080/v2/vulnerabilities/components \\\n"
                + "  -d '{\"components\":[\n  {\"purl\":\"pkg:npm/lodash@4.17.20\"}]}'   # one component");

        assertThat(open.complete()).isFalse();
        assertThat(continued.complete()).isFalse();
        assertThat(joined.target()).isEqualTo("/v2/vulnerabilities/components");
        assertThat(joined.body()).hasValue("{\"components\":[\n  {\"purl\":\"pkg:npm/lodash@4.17.20\"}]}");
    }

    @Test
    void aTrailingCommentIsARemarkNotAWord() {
        ShellWords words = ShellWords.split("curl -s 'localhost:8080/v2/licenses/details?id=gpl-2.0'  # ids match in any case");

        assertThat(words.words()).containsExactly("curl", "-s", "localhost:8080/v2/licenses/details?id=gpl-2.0");
        assertThat(words.comment()).isEqualTo("ids match in any case");
    }

    @Test
    void headCutsTheOutputToItsByteCount() {
        assertThat(curl("curl -s localhost:8080/openapi.json | head -c 130").headBytes()).isEqualTo(OptionalInt.of(130));
        assertThatThrownBy(() -> curl("curl -s localhost:8080/openapi.json | jq .info"))
                .hasMessageContaining("only '| head -c N'");
    }

    @Test
    void whatCannotBeSentExactlyIsRefused() {
        assertThatThrownBy(() -> curl("curl -s -o out.json localhost:8080/openapi.json"))
                .hasMessageContaining("-o");
        assertThatThrownBy(() -> curl("curl -s localhost:9090/openapi.json")).hasMessageContaining("localhost:8080");
        assertThatThrownBy(() -> curl("curl -s -d @bom.json localhost:8080/v2/licenses/components"))
                .hasMessageContaining("@bom.json");
        assertThatThrownBy(() -> ShellWords.split("curl -s \"localhost:8080/v2/licenses/details?id=$ID\""))
                .hasMessageContaining("expansion");
        assertThatThrownBy(() -> ShellWords.split("curl -s localhost:8080/v2/licenses/details?id=MIT&id=0BSD"))
                .hasMessageContaining("'&'");
    }
}
