package io.cis.dist.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How the table wraps a long purl. */
class AuditTableTest {

    @Test
    void aLongPurlIsWrappedBeforeASeparatorAndNothingIsLost() {
        String purl = "pkg:maven/com.fasterxml.jackson.datatype/jackson-datatype-guava@2.9.10?type=jar";
        List<String> lines = AuditTable.wrap(purl, 64);
        assertThat(String.join("", lines)).isEqualTo(purl);
        assertThat(lines.get(0)).isEqualTo("pkg:maven/com.fasterxml.jackson.datatype/jackson-datatype-guava");
        assertThat(lines.get(1)).isEqualTo("@2.9.10?type=jar");
        assertThat(lines).allMatch(line -> line.length() <= 64);
    }

    @Test
    void aPurlWithoutSeparatorsIsCutAtTheWidth() {
        String purl = "x".repeat(130);
        List<String> lines = AuditTable.wrap(purl, 64);
        assertThat(lines).extracting(String::length).containsExactly(64, 62, 4);
    }

    @Test
    void aShortPurlStaysOnOneLine() {
        assertThat(AuditTable.wrap("pkg:npm/left-pad@1.3.0", 64)).containsExactly("pkg:npm/left-pad@1.3.0");
    }
}
