package io.cis.loader.feeds.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class StrictJsonTest {

    @Test
    void aDocumentFollowedByMoreTextIsRefused() {
        assertThatThrownBy(() -> StrictJson.mapper().readTree("{\"id\":\"a\"} {\"id\":\"b\"}"))
                .isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("Trailing token");
    }

    @Test
    void aValueReadOutOfALongerStreamLeavesTheRestToTheStreamsReader() throws Exception {
        String page = "{\"vulnerabilities\":[{\"id\":\"a\"},{\"id\":\"b\"}]}";
        ObjectMapper mapper = StrictJson.valuesWithin();
        try (JsonParser parser = mapper.createParser(page)) {
            while (parser.nextToken() != JsonToken.START_ARRAY) {
                assertThat(parser.currentToken()).isNotNull();
            }
            parser.nextToken();
            assertThat(parser.readValueAsTree().toString()).isEqualTo("{\"id\":\"a\"}");
            parser.nextToken();
            assertThat(parser.readValueAsTree().toString()).isEqualTo("{\"id\":\"b\"}");
        }
        assertThat(mapper.getFactory().streamReadConstraints().getMaxNestingDepth())
                .isEqualTo(StrictJson.MAX_NESTING_DEPTH);
    }

    @Test
    void oneDocumentReadsWhole() throws Exception {
        assertThat(StrictJson.mapper().readTree("{\"id\":\"a\",\"n\":[1,2]}\n").path("n").size()).isEqualTo(2);
    }

    @Test
    void aRepeatedKeyIsReadByTheDocumentMapperButRefusedByTheLineMapper() throws Exception {
        String repeated = "{\"purl\":\"pkg:npm/a@1\",\"purl\":\"pkg:npm/b@1\"}";
        assertThat(StrictJson.mapper().readTree(repeated).path("purl").asText()).isEqualTo("pkg:npm/b@1");
        assertThatThrownBy(() -> StrictJson.refusingDuplicateKeys().readTree(repeated))
                .isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("Duplicate field 'purl'");
    }

    @Test
    void nestingPastTheStatedDepthIsRefused() throws Exception {
        String deepest = "[".repeat(StrictJson.MAX_NESTING_DEPTH) + "]".repeat(StrictJson.MAX_NESTING_DEPTH);
        assertThat(StrictJson.mapper().readTree(deepest).isArray()).isTrue();
        String deeper = "[" + deepest + "]";
        assertThatThrownBy(() -> StrictJson.mapper().readTree(deeper)).isInstanceOf(StreamConstraintsException.class);
    }

    @Test
    void theStreamingFactoryParsesUnderTheSameLimits() throws Exception {
        String longNumber = "1".repeat(StrictJson.MAX_NUMBER_LENGTH + 1);
        try (JsonParser parser = StrictJson.factory().createParser("[" + longNumber + "]")) {
            parser.nextToken();
            assertThatThrownBy(parser::nextToken).isInstanceOf(StreamConstraintsException.class);
        }
        assertThat(StrictJson.factory().streamReadConstraints().getMaxStringLength())
                .isEqualTo(StrictJson.MAX_STRING_LENGTH);
    }
}
