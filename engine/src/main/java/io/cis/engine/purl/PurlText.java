package io.cis.engine.purl;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Text fixes around packageurl-java: input repairs before it parses, and percent-encoding of canonical keys. */
final class PurlText {

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private PurlText() {
    }

    /**
     * Makes a purl string parseable the way the spec intends.
     * <ul>
     *   <li>packageurl-java 1.5.0 decodes each {@code %XX} byte to one char, garbling multi-byte UTF-8; it does
     *   accept raw non-ASCII, so runs of encoded non-ASCII bytes are decoded here first.</li>
     *   <li>It splits the version at the last {@code @}, so {@code pkg:npm/@angular/core} loses its name; an
     *   {@code @} that starts a namespace segment can never be the version separator, so it is encoded.</li>
     * </ul>
     */
    static String prepare(String purl) throws InvalidPurlException {
        int end = pathEnd(purl);
        String head = escapeScopeAts(decodeNonAscii(purl.substring(0, end), purl));
        return head + purl.substring(end);
    }

    /** Percent-encodes one purl component: everything but unreserved ASCII, as UTF-8 bytes. */
    static String encode(String component) {
        StringBuilder out = new StringBuilder(component.length() + 8);
        for (byte b : component.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xFF;
            if (isUnreserved(c)) {
                out.append((char) c);
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xF]);
            }
        }
        return out.toString();
    }

    private static boolean isUnreserved(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '.' || c == '-' || c == '_' || c == '~';
    }

    // Qualifiers and subpath are left to the library untouched.
    private static int pathEnd(String purl) {
        int q = purl.indexOf('?');
        int h = purl.indexOf('#');
        int end = purl.length();
        if (q >= 0) {
            end = q;
        }
        if (h >= 0 && h < end) {
            end = h;
        }
        return end;
    }

    private static String decodeNonAscii(String text, String purl) throws InvalidPurlException {
        if (text.indexOf('%') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        ByteBuffer run = ByteBuffer.allocate(text.length());
        int i = 0;
        while (i < text.length()) {
            int value = encodedByteAt(text, i);
            if (value >= 0x80) {
                run.clear();
                while (value >= 0x80) {
                    run.put((byte) value);
                    i += 3;
                    value = encodedByteAt(text, i);
                }
                run.flip();
                out.append(decodeUtf8(run, purl));
            } else {
                out.append(text.charAt(i));
                i++;
            }
        }
        return out.toString();
    }

    private static int encodedByteAt(String text, int i) {
        if (i + 2 >= text.length() || text.charAt(i) != '%') {
            return -1;
        }
        int hi = Character.digit(text.charAt(i + 1), 16);
        int lo = Character.digit(text.charAt(i + 2), 16);
        return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
    }

    private static CharBuffer decodeUtf8(ByteBuffer bytes, String purl) throws InvalidPurlException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            return decoder.decode(bytes);
        } catch (CharacterCodingException e) {
            throw new InvalidPurlException("invalid purl '" + purl + "': percent-encoded bytes are not UTF-8", e);
        }
    }

    private static String escapeScopeAts(String head) {
        int slash = head.indexOf('/');
        if (slash < 0 || head.indexOf('@') < 0) {
            return head;
        }
        StringBuilder out = new StringBuilder(head.length() + 4);
        for (int i = 0; i < head.length(); i++) {
            char c = head.charAt(i);
            boolean startsSegment = i > slash && head.charAt(i - 1) == '/';
            if (c == '@' && startsSegment && head.indexOf('/', i) > i) {
                out.append("%40");
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
