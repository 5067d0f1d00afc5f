package io.cis.loader.feeds.golang;

import java.util.List;
import java.util.Optional;

/**
 * A module path as the proxy protocol writes it in request paths: every upper-case letter escaped as {@code !}
 * and its lower-case form ({@code github.com/!azure/azure-sdk-for-go} is {@code github.com/Azure/azure-sdk-for-go}),
 * so that paths stay distinct on case-insensitive file systems.
 */
final class ModulePath {

    private ModulePath() {
    }

    /** The module path the escaped segments spell; empty when an escape is not {@code !} before a lower-case letter. */
    static Optional<String> unescape(List<String> segments) {
        if (segments.isEmpty()) {
            return Optional.empty();
        }
        String escaped = String.join("/", segments);
        StringBuilder path = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '!') {
                if (i + 1 >= escaped.length() || escaped.charAt(i + 1) < 'a' || escaped.charAt(i + 1) > 'z') {
                    return Optional.empty();
                }
                path.append(Character.toUpperCase(escaped.charAt(++i)));
            } else if (c >= 'A' && c <= 'Z') {
                // the protocol never writes an upper-case letter unescaped
                return Optional.empty();
            } else {
                path.append(c);
            }
        }
        return Optional.of(path.toString());
    }

    /** A version in a file name ({@code v1.0.0.mod}) is escaped the same way. */
    static Optional<String> unescapeVersion(String escaped) {
        return unescape(List.of(escaped));
    }
}
