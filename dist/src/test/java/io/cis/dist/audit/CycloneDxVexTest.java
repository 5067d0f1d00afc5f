package io.cis.dist.audit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The spec version the CycloneDX report declares. */
class CycloneDxVexTest {

    @Test
    void earlierVersionsAreDeclared16AndLaterOnesKeepTheirOwn() {
        assertThat(CycloneDxVex.specVersion("1.2")).isEqualTo("1.6");
        assertThat(CycloneDxVex.specVersion("1.6")).isEqualTo("1.6");
        assertThat(CycloneDxVex.specVersion("1.7")).isEqualTo("1.7");
        assertThat(CycloneDxVex.specVersion("")).isEqualTo("1.6");
        assertThat(CycloneDxVex.specVersion("x.y")).isEqualTo("1.6");
    }
}
