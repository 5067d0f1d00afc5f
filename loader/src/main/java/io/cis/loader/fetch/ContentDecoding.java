package io.cis.loader.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.zip.GZIPInputStream;

/**
 * Undoes the {@code Content-Encoding} of a body written to a file: {@code gzip} is decoded in place (through a file
 * beside it), {@code identity} or none leaves the file as it is, and any other coding fails, since the file would
 * otherwise keep bytes no reader expects.
 */
final class ContentDecoding {

    /** More than any document an upstream compresses on the way; a body inflating beyond it is refused, not stored. */
    static final long MOST_DECODED_BYTES = 1L << 30;

    private ContentDecoding() {
    }

    static void decode(URI url, HttpHeaders headers, Path body) throws FetchException {
        String coding = headers.firstValue("Content-Encoding").map(value -> value.strip().toLowerCase(Locale.ROOT))
                .orElse("identity");
        if (coding.isEmpty() || coding.equals("identity")) {
            return;
        }
        if (!coding.equals("gzip") && !coding.equals("x-gzip")) {
            throw new FetchException(url + ": the body has Content-Encoding " + coding + ", which is not read");
        }
        Path decoded = body.resolveSibling(body.getFileName() + ".decoded");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(body));
             OutputStream out = Files.newOutputStream(decoded)) {
            byte[] buffer = new byte[64 * 1024];
            long total = 0;
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                total += n;
                if (total > MOST_DECODED_BYTES) {
                    throw new IOException("it decodes to more than " + MOST_DECODED_BYTES + " bytes");
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            try {
                Files.deleteIfExists(decoded);
            } catch (IOException ignored) {
                // a leftover in the staging folder is removed with it
            }
            throw new FetchException(url + ": the gzip-encoded body is not complete (" + e.getMessage() + ")", e);
        }
        try {
            Files.move(decoded, body, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new FetchException(url + ": the decoded body cannot be written (" + e.getMessage() + ")", e);
        }
    }
}
