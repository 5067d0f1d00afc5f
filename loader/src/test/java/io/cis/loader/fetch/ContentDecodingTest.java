package io.cis.loader.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A body stored as its content: gzip decoded whole, identity left as it is, any other coding refused. */
class ContentDecodingTest {

    private static final URI URL = URI.create("http://127.0.0.1/v3/registration5-gz-semver2/nunit/index.json");
    private static final byte[] NUNIT = UpstreamStandIn.read(SampleFeeds.root()
            .resolve("registries/nuget/v3/registration5-gz-semver2/nunit/index.json"));

    @TempDir
    Path dir;

    private static HttpHeaders coding(String value) {
        return HttpHeaders.of(value == null ? Map.of() : Map.of("Content-Encoding", List.of(value)), (a, b) -> true);
    }

    private Path body(byte[] bytes) throws IOException {
        return Files.write(dir.resolve("body"), bytes);
    }

    private static byte[] gzip(byte[] content) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
            gzip.write(content);
        }
        return out.toByteArray();
    }

    @Test
    void aGzipBodyIsStoredDecoded() throws Exception {
        Path body = body(gzip(NUNIT));

        ContentDecoding.decode(URL, coding("gzip"), body);

        assertThat(body).hasBinaryContent(NUNIT);
    }

    @Test
    void aBodyWithoutCodingIsLeftAsItIs() throws Exception {
        Path body = body(NUNIT);

        ContentDecoding.decode(URL, coding(null), body);
        ContentDecoding.decode(URL, coding("identity"), body);

        assertThat(body).hasBinaryContent(NUNIT);
    }

    @Test
    void aGzipBodyCutShortOrACodingNotAskedForFails() throws Exception {
        byte[] gzip = gzip(NUNIT);
        Path cut = body(Arrays.copyOf(gzip, gzip.length / 2));

        assertThatThrownBy(() -> ContentDecoding.decode(URL, coding("gzip"), cut))
                .isInstanceOf(FetchException.class).hasMessageContaining(URL + ": the gzip-encoded body is not complete");
        assertThatThrownBy(() -> ContentDecoding.decode(URL, coding("br"), body(NUNIT)))
                .isInstanceOf(FetchException.class).hasMessage(URL + ": the body has Content-Encoding br, which is not read");
    }
}
