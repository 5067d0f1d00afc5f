package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The API key file: one key per line, comments and blanks skipped, keys matched exactly and never shown. */
class ApiKeysTest {

    @TempDir
    Path dir;

    @Test
    void aKeyFileListsOneKeyPerLineAndSkipsCommentsAndBlankLines() throws IOException {
        Path file = Files.writeString(dir.resolve("keys"), "# build pipelines\n  ci-7c1d  \n\n# release team\nrel-92ab\n");
        ApiKeys keys = ApiKeys.readFrom(file);
        assertThat(keys.required()).isTrue();
        assertThat(keys.count()).isEqualTo(2);
        assertThat(keys.accepts("ci-7c1d")).isTrue();
        assertThat(keys.accepts("rel-92ab")).isTrue();
        assertThat(keys.accepts("# build pipelines")).isFalse();
        assertThat(keys.accepts("")).isFalse();
    }

    @Test
    void aKeyFileSavedWithAByteOrderMarkAndWindowsLineEndingsReadsTheSameKeys() throws IOException {
        Path file = dir.resolve("keys");
        Files.write(file, ("\uFEFFci-7c1d\r\n# release team\r\nrel-92ab \t\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        ApiKeys keys = ApiKeys.readFrom(file);
        assertThat(keys.count()).isEqualTo(2);
        assertThat(keys.accepts("ci-7c1d")).isTrue();
        assertThat(keys.accepts("rel-92ab")).isTrue();
        assertThat(keys.accepts("\uFEFFci-7c1d")).isFalse();
        assertThat(keys.accepts("rel-92ab\r")).isFalse();
    }

    @Test
    void aByteOrderMarkBeforeACommentDoesNotTurnItIntoAKey() throws IOException {
        Path file = dir.resolve("keys");
        Files.write(file, "\uFEFF# pipelines\r\nci-7c1d\r\n".getBytes(StandardCharsets.UTF_8));
        ApiKeys keys = ApiKeys.readFrom(file);
        assertThat(keys.count()).isEqualTo(1);
        assertThat(keys.accepts("ci-7c1d")).isTrue();
    }

    @Test
    void onlyTheExactKeyIsAccepted() {
        ApiKeys keys = ApiKeys.of(List.of("ci-7c1d"));
        assertThat(keys.accepts("ci-7c1d")).isTrue();
        assertThat(keys.accepts("ci-7c1")).isFalse();
        assertThat(keys.accepts("ci-7c1d ")).isFalse();
        assertThat(keys.accepts("CI-7C1D")).isFalse();
        assertThat(keys.accepts(null)).isFalse();
    }

    @Test
    void aFileWithoutAKeyIsRefusedRatherThanLockingEveryoneOut() throws IOException {
        Path file = Files.writeString(dir.resolve("keys"), "# nothing yet\n\n");
        assertThatThrownBy(() -> ApiKeys.readFrom(file)).isInstanceOf(IOException.class).hasMessageContaining("no key");
    }

    @Test
    void withoutAKeyFileNothingIsRequired() {
        assertThat(ApiKeys.none().required()).isFalse();
    }

    @Test
    void theKeysNeverShowInTheirDescription() {
        assertThat(ApiKeys.of(List.of("ci-7c1d")).toString()).doesNotContain("ci-7c1d").contains("1 keys");
    }
}
