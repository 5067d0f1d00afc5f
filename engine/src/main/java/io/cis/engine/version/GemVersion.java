package io.cis.engine.version;

import java.util.List;

/**
 * A RubyGems version as {@code Gem::Version} compares it: its canonical segments (numbers as stripped digit strings,
 * letters as words), trailing zeros dropped from the release part and from the pre-release part, so {@code 1.0} and
 * {@code 1} are one version and {@code 1.0.a} equals {@code 1.a}.
 *
 * @param segments   canonical segments; a segment is a number if its first character is a digit
 * @param leading    the numbers before the first word as written, zeros kept: {@code ~>} bumps these
 * @param prerelease whether the version has a letter (Gem's pre-release rule)
 */
public record GemVersion(List<String> segments, List<String> leading, boolean prerelease) implements Comparable<GemVersion> {

    public GemVersion {
        segments = List.copyOf(segments);
        leading = List.copyOf(leading);
    }

    static boolean isNumber(String segment) {
        return Digits.isDigit(segment.charAt(0));
    }

    @Override
    public int compareTo(GemVersion other) {
        int length = Math.max(segments.size(), other.segments.size());
        for (int i = 0; i < length; i++) {
            String a = i < segments.size() ? segments.get(i) : "0";
            String b = i < other.segments.size() ? other.segments.get(i) : "0";
            boolean numberA = isNumber(a);
            boolean numberB = isNumber(b);
            if (numberA != numberB) {
                // A word (pre-release) sorts below any number.
                return numberA ? 1 : -1;
            }
            int c = numberA ? Digits.compare(a, b) : a.compareTo(b);
            if (c != 0) {
                return c < 0 ? -1 : 1;
            }
        }
        return 0;
    }
}
