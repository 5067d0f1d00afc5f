package io.cis.loader.fetch.registries;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * One segment of a request path, escaped as a URL path segment: letters, digits and {@code -._~!$&'()*+,;=@} as
 * they are, every other byte of its UTF-8 form as {@code %XX} (so {@code /} and {@code :} too). The escaped segment
 * is also the name of the file the answer goes to, so a segment that would leave its folder ({@code .}, {@code ..})
 * or is empty has none.
 */
final class PathSegments {

    private static final String KEPT = "-._~!$&'()*+,;=@";

    private PathSegments() {
    }

    static Optional<String> escape(String segment) {
        if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
            return Optional.empty();
        }
        StringBuilder escaped = new StringBuilder(segment.length());
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || KEPT.indexOf(c) >= 0) {
                escaped.append((char) c);
            } else {
                escaped.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return Optional.of(escaped.toString());
    }
}
