package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SchemaVersionTest {

    @Test
    void parsesAndPrintsMajorMinorPatch() {
        SchemaVersion version = SchemaVersion.parse("1.12.3");
        assertThat(version).isEqualTo(new SchemaVersion(1, 12, 3));
        assertThat(version).hasToString("1.12.3");
    }

    @Test
    void onlyTheMajorDecidesWhetherThisCodeCanRead() {
        assertThat(SchemaVersion.parse("1.9.0").readableBy(SchemaVersion.CURRENT)).isTrue();
        assertThat(SchemaVersion.parse("1.0.7").readableBy(SchemaVersion.CURRENT)).isTrue();
        assertThat(SchemaVersion.parse("2.0.0").readableBy(SchemaVersion.CURRENT)).isFalse();
        assertThat(SchemaVersion.parse("0.9.0").readableBy(SchemaVersion.CURRENT)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "1", "1.0", "1.0.0.0", "v1.0.0", "1.a.0", "1.0.0-rc1"})
    void rejectsAnythingElseSayingWhatItExpected(String text) {
        assertThatThrownBy(() -> SchemaVersion.parse(text)).hasMessageContaining("MAJOR.MINOR.PATCH");
    }
}
