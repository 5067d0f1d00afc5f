package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cargo's versions as the {@code semver} crate reads them: exactly {@code MAJOR.MINOR.PATCH}, numbers without
 * leading zeros that fit in 64 bits, optional pre-release (numeric identifiers without leading zeros) and build
 * metadata; no {@code v}, no blanks. Ordered as SemVer 2.0; build metadata is ignored in the order (the crate
 * orders it last, but the registry refuses two versions that differ only there, so they are one version here).
 */
final class CargoScheme extends SemverShapedScheme {

    private static final String NUMBER = "(0|[1-9][0-9]*)";
    private static final String PRE_IDENTIFIER = "(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)";
    private static final Pattern VERSION = Pattern.compile(NUMBER + "\\." + NUMBER + "\\." + NUMBER
            + "(?:-(" + PRE_IDENTIFIER + "(?:\\." + PRE_IDENTIFIER + ")*))?"
            + "(?:\\+[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?");
    private static final BigInteger U64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
    private static final Pattern DOT = Pattern.compile("\\.");

    @Override
    public String name() {
        return "cargo";
    }

    @Override
    public SemverVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        Matcher m = VERSION.matcher(text);
        if (!m.matches()) {
            return null;
        }
        List<String> release = new ArrayList<>(3);
        for (int group = 1; group <= 3; group++) {
            String number = m.group(group);
            if (number.length() > 19 && new BigInteger(number).compareTo(U64_MAX) > 0) {
                return null;
            }
            release.add(number);
        }
        List<String> pre = m.group(4) == null ? List.of() : List.of(DOT.split(m.group(4)));
        return new SemverVersion(release, pre);
    }
}
