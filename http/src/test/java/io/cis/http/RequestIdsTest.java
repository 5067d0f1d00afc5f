package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The {@code x-request-id} an answer carries: the client's when it is a safe token, else a new random UUID. */
class RequestIdsTest {

    @Test
    void aNewIdIsARandomVersionFourUuidInItsCanonicalForm() {
        for (int i = 0; i < 1_000; i++) {
            String id = RequestIds.choose(null);
            UUID parsed = UUID.fromString(id);
            assertThat(parsed.version()).isEqualTo(4);
            assertThat(parsed.variant()).as("the IETF variant").isEqualTo(2);
            assertThat(parsed.toString()).isEqualTo(id);
        }
    }

    @Test
    void newIdsDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 100_000; i++) {
            assertThat(seen.add(RequestIds.choose(null))).isTrue();
        }
    }

    @Test
    void aSafeClientIdIsKeptAndAnUnsafeOneReplaced() {
        assertThat(RequestIds.choose("client-42.a:b_c")).isEqualTo("client-42.a:b_c");
        String replaced = RequestIds.choose("bad id\r\nforged");
        assertThat(replaced).isNotEqualTo("bad id\r\nforged");
        assertThat(UUID.fromString(replaced).version()).isEqualTo(4);
    }
}
