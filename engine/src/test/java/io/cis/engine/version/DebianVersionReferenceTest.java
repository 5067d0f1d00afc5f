package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * dpkg's order against dpkg's own unit test cases ({@code lib/dpkg/t/t-version.c}, converted to
 * {@code dpkg-t-version.jsonl}) and against the cases that make a Debian order wrong when it is generic.
 */
class DebianVersionReferenceTest {

    private static final VersionScheme<DebianVersion> DEB = VersionSchemes.DEBIAN;

    @Test
    void everyDpkgReferenceCaseHolds() throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<String> failures = new ArrayList<>();
        List<String> lines = ReferenceCases.lines("dpkg-t-version.jsonl");
        for (String line : lines) {
            JsonNode c = json.readTree(line);
            if (c.has("parse")) {
                DebianVersion v = DEB.parseOrNull(c.get("parse").asText());
                DebianVersion expected = new DebianVersion(c.get("epoch").asLong(), c.get("upstream").asText(),
                        c.get("revision").asText());
                if (v == null || v.compareTo(expected) != 0 || !v.upstream().equals(expected.upstream())) {
                    failures.add(line + " parsed as " + v);
                }
            } else if (c.has("invalid")) {
                if (DEB.parseOrNull(c.get("invalid").asText()) != null) {
                    failures.add(line + " was accepted");
                }
            } else if (c.has("relation")) {
                JsonNode r = c.get("relation");
                boolean holds = Requirements.satisfied(DEB, Ecosystem.DEB, r.get(0).asText(),
                        r.get(1).asText() + " " + r.get(2).asText());
                if (holds != c.get("holds").asBoolean()) {
                    failures.add(line + " gave " + holds);
                }
            } else {
                JsonNode cmp = c.get("compare");
                String a = cmp.get(0).asText();
                String op = cmp.get(1).asText();
                String b = cmp.get(2).asText();
                int got = c.has("part") ? DebianVersion.verrevcmp(a, b) : DEB.parseOrNull(a).compareTo(DEB.parseOrNull(b));
                boolean ok = op.equals("!=") ? got != 0 : Integer.signum(got) == ReferenceCases.signOf(op);
                if (!ok) {
                    failures.add(line + " compared " + got);
                }
            }
        }
        assertThat(lines).hasSize(106);
        assertThat(failures).isEmpty();
    }

    @ParameterizedTest(name = "{0} < {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1.2.3-1              | 1.2.3-1+deb12u1
            3.0.11-1~deb12u1     | 3.0.11-1~deb12u2
            3.0.11-1~deb12u2     | 3.0.11-1
            1.0~rc1-1            | 1.0-1
            1.0-1                | 1.0+dfsg-1
            1.0+dfsg-1           | 1.0.1-1
            9.9.9-9              | 1:0.1-1
            1.1.1f-1ubuntu2.16   | 1.1.1f-1ubuntu2.17
            1.1.1f-1ubuntu2.9    | 1.1.1f-1ubuntu2.10
            2.34-0.1ubuntu9.3    | 2.34-0.1ubuntu9.4
            1.30+dfsg-7ubuntu0.20.04.2 | 1.30+dfsg-7ubuntu0.20.04.3
            7.68.0-1ubuntu2.13   | 7.68.0-1ubuntu2.14
            1.0                  | 1.0-0.1
            1.0a                 | 1.0+
            """)
    void debianRevisionsEpochsAndTildesOrderAsDpkg(String lower, String higher) {
        assertThat(DEB.compare(lower, higher)).isNegative();
        assertThat(DEB.compare(higher, lower)).isPositive();
    }

    @Test
    void anAbsentRevisionEqualsRevisionZeroAndLeadingZerosDoNotCount() {
        assertThat(DEB.equivalent("1.0", "1.0-0")).isTrue();
        assertThat(DEB.equivalent("0:1.0-1", "1.0-1")).isTrue();
        assertThat(DEB.equivalent("1.01-1", "1.1-1")).isTrue();
        assertThat(DEB.equivalent("1.0-1", "1.0-2")).isFalse();
    }
}
