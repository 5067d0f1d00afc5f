package io.cis.http.v3;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.Optional;

/**
 * The v3 {@code encoded} setting, applied to content strings only ({@code version}, {@code date}, {@code url},
 * {@code release_notes}, {@code purl}), never to control fields or object keys.
 */
public enum ContentEncoding {
    /** As stored. */
    NONE,
    /** RFC 3986 percent-encoding of the UTF-8 bytes: everything but letters, digits and {@code - . _ ~}. */
    URL_ENCODED,
    /** Base64 of the UTF-8 bytes, standard alphabet with padding (RFC 4648 section 4). */
    BASE64_ENCODED;

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The setting for a wire spelling (any case), or empty for an unknown one. */
    public static Optional<ContentEncoding> fromWire(String value) {
        for (ContentEncoding encoding : values()) {
            if (encoding.wireName().equalsIgnoreCase(value.strip())) {
                return Optional.of(encoding);
            }
        }
        return Optional.empty();
    }

    public String apply(String content) {
        return switch (this) {
            case NONE -> content;
            case URL_ENCODED -> percentEncoded(content);
            case BASE64_ENCODED -> Base64.getEncoder().encodeToString(content.getBytes(StandardCharsets.UTF_8));
        };
    }

    private static String percentEncoded(String content) {
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(bytes.length * 3);
        for (byte b : bytes) {
            int c = b & 0xFF;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || c == '-' || c == '.' || c == '_' || c == '~') {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0x0F]);
            }
        }
        return out.toString();
    }
}
