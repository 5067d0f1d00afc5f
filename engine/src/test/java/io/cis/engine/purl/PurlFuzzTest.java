package io.cis.engine.purl;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes purl parsing and canonicalisation. Any input either parses or fails with {@link InvalidPurlException}
 * (the documented {@code INVALID_PURL}); a parsed key's canonical form parses back to the same key, so the
 * snapshot's byte keys are stable. The committed corpus replays in every test run (docs/reliability.md).
 */
class PurlFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void parsesOrRejectsAndCanonicalFormIsAFixedPoint(byte[] input) throws InvalidPurlException {
        String text = new String(input, StandardCharsets.UTF_8);
        ParsedPurl parsed;
        try {
            parsed = PurlParser.parse(text);
        } catch (InvalidPurlException rejected) {
            assertThat(rejected.getMessage()).startsWith("invalid purl");
            return;
        }
        PurlKey key = parsed.key();
        String canonical = key.canonical();
        PurlKey again = PurlParser.key(canonical);
        assertThat(again).as("key of the canonical form of %s", text).isEqualTo(key);
        assertThat(again.canonical()).isEqualTo(canonical);
        assertThat(key.ecosystem()).isNotNull();
    }
}
