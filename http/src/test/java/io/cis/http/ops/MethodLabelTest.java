package io.cis.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The method label: the methods HTTP defines as themselves, everything else one value. */
class MethodLabelTest {

    @ParameterizedTest
    @ValueSource(strings = {"GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH"})
    void aMethodHttpDefinesIsItsOwnLabel(String method) {
        assertThat(MethodLabel.of(method)).isEqualTo(method);
    }

    @ParameterizedTest
    @ValueSource(strings = {"get", "Post", "GETS", "PROPFIND", "QUERY", "BREW", "", " GET", "GET ", "_OTHER", "G\u0000ET"})
    void anyOtherTokenIsOther(String method) {
        assertThat(MethodLabel.of(method)).isEqualTo("_OTHER");
    }

    @Test
    void aMissingOrHugeMethodIsOther() {
        assertThat(MethodLabel.of(null)).isEqualTo("_OTHER");
        assertThat(MethodLabel.of("X".repeat(1 << 20))).isEqualTo("_OTHER");
    }

    @Test
    void everyIndexNamesADistinctLabelAndTheLastIsOther() {
        assertThat(MethodLabel.COUNT).isEqualTo(MethodLabel.KNOWN.size() + 1);
        for (int i = 0; i < MethodLabel.KNOWN.size(); i++) {
            assertThat(MethodLabel.index(MethodLabel.label(i))).isEqualTo(i);
        }
        assertThat(MethodLabel.label(MethodLabel.COUNT - 1)).isEqualTo(MethodLabel.OTHER);
    }
}
