package io.cis.loader.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32C;

/**
 * A cheap fingerprint of some content, {@code <length hex>-<CRC32C hex>}: what the tests' stand-in upstreams send as
 * ETags and what they compare feeds folders by. Any value that changes with the content would do there; SHA-256 runs
 * as plain Java on the test JVMs' client compiler and was a large part of what the fetch tests cost, where CRC32C
 * runs on the processor's own instruction.
 */
public final class ContentFingerprint {

    private ContentFingerprint() {
    }

    public static String of(byte[] content) {
        CRC32C crc = new CRC32C();
        crc.update(content);
        return format(content.length, crc);
    }

    /** The same fingerprint as {@link #of(byte[])} of the file's bytes, read in pieces. */
    public static String of(Path file) throws IOException {
        CRC32C crc = new CRC32C();
        long length = 0;
        byte[] buffer = new byte[64 * 1024];
        try (InputStream in = Files.newInputStream(file)) {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                crc.update(buffer, 0, read);
                length += read;
            }
        }
        return format(length, crc);
    }

    /** A strong ETag of the content: the fingerprint in quotes. */
    public static String etag(byte[] content) {
        return "\"" + of(content) + "\"";
    }

    private static String format(long length, CRC32C crc) {
        return Long.toHexString(length) + "-" + Long.toHexString(crc.getValue());
    }
}
