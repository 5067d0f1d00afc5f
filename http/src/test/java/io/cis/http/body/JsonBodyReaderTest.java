package io.cis.http.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One JSON object per body, read token by token, every limit at its edge, every refusal a plain sentence. */
class JsonBodyReaderTest {

    /** Small limits, so each edge is cheap to reach: depth 4, strings 10, names 8, numbers 5, 3 members. */
    private static final JsonLimits SMALL = new JsonLimits(4, 10, 8, 5, 3);
    private final JsonBodyReader reader = new JsonBodyReader(SMALL);

    /** The shape of an echo: reads {@code message}, skips everything else. */
    private static final BodyShape<String> MESSAGE = json -> {
        String message = "";
        while (json.nextMember()) {
            if (json.name().equals("message")) {
                message = json.stringOrEmpty("field 'message'");
            } else {
                json.skipValue();
            }
        }
        return message;
    };

    private String read(String body) {
        return reader.readObject(body.getBytes(StandardCharsets.UTF_8), MESSAGE);
    }

    private String refusal(String body) {
        Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> read(body));
        assertThat(thrown).as(body).isInstanceOf(BodyException.class);
        return thrown.getMessage();
    }

    @Test
    void readsTheKnownMemberAndSkipsTheOthersWhateverTheyHold() {
        assertThat(read("{\"x\":[1,{\"a\":[true,null]},\"s\"],\"message\":\"hi\",\"y\":{}}")).isEqualTo("hi");
        assertThat(read("{\"x\":1}")).isEmpty();
        assertThat(read("{\"message\":null}")).isEmpty();
    }

    @Test
    void nestingUpToTheLimitIsReadAndOneLevelMoreIsRefused() {
        // The body's own object is level 1.
        assertThat(read("{\"x\":[[[]]],\"message\":\"ok\"}")).isEqualTo("ok");
        assertThat(refusal("{\"x\":[[[[]]]]}")).isEqualTo("malformed JSON at line 1, column 10: arrays and objects nest"
                + " deeper than 4 levels");
        assertThat(read("{\"x\":{\"a\":{\"b\":{\"c\":1}}}}")).isEmpty();
        assertThat(refusal("{\"x\":{\"a\":{\"b\":{\"c\":{}}}}}")).contains("nest deeper than 4 levels");
    }

    @Test
    void aStringTheServiceReadsIsRefusedPastTheLimitAndOneItSkipsIsNotMeasured() {
        assertThat(read("{\"message\":\"" + "a".repeat(10) + "\"}")).hasSize(10);
        assertThat(refusal("{\"message\":\"" + "a".repeat(11) + "\"}"))
                .isEqualTo("field 'message' is longer than 10 characters");
        assertThat(read("{\"x\":\"" + "a".repeat(1_000) + "\"}")).isEmpty();
    }

    @Test
    void namesNumbersAndMembersPastTheirLimitsAreRefused() {
        assertThat(read("{\"abcdefgh\":1}")).isEmpty();
        assertThat(refusal("{\"abcdefghi\":1}")).endsWith(": a member name is longer than 8 characters");
        assertThat(refusal("{\"x\":[{\"abcdefghi\":1}]}")).endsWith(": a member name is longer than 8 characters");
        assertThat(read("{\"x\":12345}")).isEmpty();
        assertThat(refusal("{\"x\":123456}")).endsWith(": a number is longer than 5 characters");
        assertThat(refusal("{\"x\":[1,123456]}")).endsWith(": a number is longer than 5 characters");
        assertThat(read("{\"x\":{\"a\":1,\"b\":2,\"c\":3}}")).isEmpty();
        assertThat(refusal("{\"x\":{\"a\":1,\"b\":2,\"c\":3,\"d\":4}}")).endsWith(": an object has more than 3 members");
        assertThat(refusal("{\"a\":1,\"b\":2,\"c\":3,\"message\":\"hi\"}")).endsWith(": an object has more than 3 members");
    }

    @Test
    void aRepeatedMemberIsRefusedAtAnyDepthAndNamedAsAJsonString() {
        assertThat(refusal("{\"message\":\"a\",\"message\":\"b\"}"))
                .isEqualTo("malformed JSON at line 1, column 25: the body repeats the member \"message\"");
        assertThat(refusal("{\"x\":[{\"k\":1},{\"a\":{\"k\":1,\"k\":2}}]}")).endsWith("repeats the member \"k\"");
        assertThat(refusal("{\"a\\\"\\u0001\":1,\"a\\\"\\u0001\":1}")).endsWith("repeats the member \"a\\\"\\u0001\"");
        // the same name in sibling objects is no repetition
        assertThat(read("{\"x\":[{\"k\":1},{\"k\":1}],\"y\":{\"k\":1}}")).isEmpty();
    }

    @Test
    void aBodyThatIsNotExactlyOneObjectIsRefused() {
        assertThat(refusal("")).isEqualTo("request body is empty; a JSON object is required");
        assertThat(refusal(" \n ")).isEqualTo("request body is empty; a JSON object is required");
        for (String body : List.of("[]", "\"hi\"", "42", "null", "true")) {
            assertThat(refusal(body)).isEqualTo("request body must be a JSON object");
        }
        assertThat(refusal("{}{}")).isEqualTo("malformed JSON at line 1, column 3: the body holds more than one JSON value");
        assertThat(refusal("{}\n[]")).isEqualTo("malformed JSON at line 2, column 1: the body holds more than one JSON value");
        assertThat(refusal("{}}")).startsWith("malformed JSON at line 1, column 3: ");
        assertThat(refusal("{} x")).startsWith("malformed JSON at line 1, column 4: ");
        assertThat(read("{\"message\":\"hi\"} \r\n\t")).isEqualTo("hi");
    }

    @Test
    void malformedJsonSaysWhere() {
        assertThat(refusal("{\"message\":")).isEqualTo(
                "malformed JSON at line 1, column 12: the body ends before its JSON value is complete");
        assertThat(refusal("{\"message\": \"hi\",\n ]")).startsWith("malformed JSON at line 2, column 2: ");
        for (String body : List.of("{\"x\":NaN}", "{\"x\":-Infinity}", "{\"x\":'a'}", "{x:1}", "{\"x\":[1,,2]}",
                "{\"x\":01}", "{\"x\":\"\\q\"}", "{\"x\":\"a\tb\"}", "{\"x\":tru}", "{\"x\":[1,2,]}", "{\"x\":1,}")) {
            assertThat(refusal(body)).startsWith("malformed JSON at line 1, column ");
        }
    }

    @Test
    void aValueOfTheWrongTypeIsRefusedNamingTheField() {
        for (String value : List.of("42", "true", "[]", "{}", "[\"hi\"]")) {
            assertThat(refusal("{\"message\":" + value + "}")).isEqualTo("field 'message' must be a string");
        }
    }

    @Test
    void bytesThatAreNotUtf8AreRefusedBeforeParsing() {
        byte[] body = {'{', '"', 'm', '"', ':', '"', (byte) 0xC3, '"', '}'};
        assertThatThrownBy(() -> reader.readObject(body, MESSAGE)).isInstanceOf(BodyException.class)
                .hasMessage("request body is not valid UTF-8");
    }

    @Test
    void noRefusalNamesTheParserOrAClass() {
        List<String> messages = new ArrayList<>();
        for (String body : List.of("{", "{\"x\":NaN}", "{\"x\":[[[[[]]]]]}", "{\"x\":1234567}", "{\"abcdefghij\":1}",
                "{\"a\":1,\"a\":1}", "{}{}", "{}x", "{\"message\":\"" + "a".repeat(20) + "\"}", "[]", "{\"message\":1}")) {
            messages.add(refusal(body));
        }
        assertThat(messages).allSatisfy(message -> assertThat(message)
                .doesNotContainPattern("(?i)jackson|fasterxml|exception|constraint|feature|io\\.cis|java\\.")
                .doesNotContainPattern("[a-z]+\\.[a-z]+\\.[A-Z]"));
    }
}
