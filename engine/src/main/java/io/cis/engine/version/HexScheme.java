package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hex packages' versions as Elixir's {@code Version} reads them: exactly {@code MAJOR.MINOR.PATCH} (numbers without
 * leading zeros, unbounded), optional pre-release identifiers of {@code [0-9A-Za-z-]} (numeric ones without leading
 * zeros) and optional build metadata; no {@code v}, no blanks. Ordered as {@code Version.compare}: SemVer 2.0
 * precedence, build metadata ignored ({@code 1.0.0+a} equals {@code 1.0.0}).
 */
final class HexScheme extends SemverShapedScheme {

    private static final String NUMBER = "(0|[1-9][0-9]*)";
    private static final String IDENTIFIER = "[0-9A-Za-z-]+";
    private static final Pattern VERSION = Pattern.compile(NUMBER + "\\." + NUMBER + "(?:\\." + NUMBER + ")?"
            + "(?:-(" + IDENTIFIER + "(?:\\." + IDENTIFIER + ")*))?"
            + "(?:\\+" + IDENTIFIER + "(?:\\." + IDENTIFIER + ")*)?");
    private static final Pattern DOT = Pattern.compile("\\.");

    @Override
    public String name() {
        return "hex";
    }

    @Override
    public SemverVersion parseOrNull(String text) {
        return parse(text, false);
    }

    /**
     * A version, or with {@code patchOptional} the operand of {@code ~>}, which may leave out the patch
     * ({@code ~> 2.1}); {@code null} when Elixir would refuse it.
     */
    SemverVersion parse(String text, boolean patchOptional) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        Matcher m = VERSION.matcher(text);
        if (!m.matches() || (m.group(3) == null && !patchOptional)) {
            return null;
        }
        List<String> release = new ArrayList<>(3);
        release.add(m.group(1));
        release.add(m.group(2));
        release.add(m.group(3) == null ? "0" : m.group(3));
        List<String> pre = m.group(4) == null ? List.of() : List.of(DOT.split(m.group(4)));
        for (String identifier : pre) {
            if (identifier.length() > 1 && identifier.charAt(0) == '0' && Digits.isAllDigits(identifier)) {
                return null; // Elixir refuses numeric pre-release identifiers with leading zeros
            }
        }
        return new SemverVersion(release, pre);
    }
}
