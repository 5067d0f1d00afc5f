package io.cis.http.v3;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ContentEncodingTest {

    @Test
    void urlEncodingPercentEncodesEverythingButUnreservedCharactersAsUtf8() {
        assertThat(ContentEncoding.URL_ENCODED.apply("a-Z_0.9~ +/é")).isEqualTo("a-Z_0.9~%20%2B%2F%C3%A9");
    }

    @Test
    void base64UsesTheStandardAlphabetWithPadding() {
        // "??>" is 0x3F 0x3F 0x3E: the standard alphabet writes "Pz8+", the URL-safe one "Pz8-"
        assertThat(ContentEncoding.BASE64_ENCODED.apply("??>")).isEqualTo("Pz8+");
        assertThat(ContentEncoding.BASE64_ENCODED.apply("é")).isEqualTo("w6k=");
        assertThat(ContentEncoding.NONE.apply("é")).isEqualTo("é");
    }

    @Test
    void wireNamesAreTheSpecsEnum() {
        assertThat(ContentEncoding.fromWire("url_encoded")).contains(ContentEncoding.URL_ENCODED);
        assertThat(ContentEncoding.fromWire("BASE64_ENCODED")).contains(ContentEncoding.BASE64_ENCODED);
        assertThat(ContentEncoding.fromWire("none")).contains(ContentEncoding.NONE);
        assertThat(ContentEncoding.fromWire("gzip")).isEmpty();
    }
}
