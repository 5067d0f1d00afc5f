package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * An OSV record as the fetch checks it, token by token without building it: a JSON object with {@code id} and
 * {@code modified}, and no syntax error anywhere in it, however deep.
 */
class OsvArchiveTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aRealRecordGivesItsIdAndModifiedTime() throws Exception {
        Path record = SampleFeeds.osv("osv-vulnerabilities/Debian/CVE-2003-0190.json");

        OsvArchive.Fields fields = OsvArchive.fields(Files.readAllBytes(record), "CVE-2003-0190.json", json);

        assertThat(fields.id()).isEqualTo(json.readTree(record.toFile()).get("id").asText());
        assertThat(fields.modified()).isEqualTo(json.readTree(record.toFile()).get("modified").asText());
    }

    @Test
    void aSyntaxErrorDeepInsideTheRecordFailsItNamingIt() {
        String broken = "{\"id\":\"X-1\",\"modified\":\"2025-01-01T00:00:00Z\",\"affected\":[{\"ranges\":[{\"events\":"
                + "[{\"introduced\":\"0\"},{\"fixed\" \"1.0\"}]}]}]}";

        assertThatThrownBy(() -> OsvArchive.fields(bytes(broken), "X-1.json", json))
                .isInstanceOf(FetchException.class).hasMessageStartingWith("X-1.json: not valid JSON");
    }

    @Test
    void aRecordCutOffOrWithoutIdOrModifiedIsNoRecord() {
        String cut = "{\"id\":\"X-1\",\"modified\":\"2025-01-01T00:00:00Z\",\"a\":[";
        assertThatThrownBy(() -> OsvArchive.fields(bytes(cut), "cut.json", json))
                .isInstanceOf(FetchException.class).hasMessageStartingWith("cut.json: not valid JSON");
        assertThatThrownBy(() -> OsvArchive.fields(bytes("{\"id\":\"X-1\"}"), "no-modified.json", json))
                .isInstanceOf(FetchException.class).hasMessageContaining("not an OSV record");
        assertThatThrownBy(() -> OsvArchive.fields(bytes("{\"id\":null,\"modified\":\"2025-01-01T00:00:00Z\"}"),
                "null-id.json", json)).isInstanceOf(FetchException.class).hasMessageContaining("not an OSV record");
        assertThatThrownBy(() -> OsvArchive.fields(bytes("[{\"id\":\"X-1\"}]"), "array.json", json))
                .isInstanceOf(FetchException.class).hasMessageContaining("not an OSV record");
    }

    @Test
    void aNameGivenTwiceCountsAsItsLastAsAJsonObjectReads() throws Exception {
        OsvArchive.Fields fields = OsvArchive.fields(bytes("{\"id\":\"X-1\",\"modified\":\"2024-01-01T00:00:00Z\","
                + "\"modified\":\"2025-01-01T00:00:00Z\"}"), "twice.json", json);

        String twice = "{\"modified\":\"2024-01-01T00:00:00Z\",\"modified\":\"2025-01-01T00:00:00Z\"}";
        assertThat(fields.modified()).isEqualTo("2025-01-01T00:00:00Z")
                .isEqualTo(json.readTree(twice).get("modified").asText());
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
