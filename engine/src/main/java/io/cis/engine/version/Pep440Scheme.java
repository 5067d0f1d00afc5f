package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PEP 440 order for PyPI: {@code 1.0.dev1 < 1.0a1 < 1.0b2 < 1.0rc1 < 1.0 < 1.0+local < 1.0.post1 < 1!0.1}, with
 * the spec's normalisation ({@code 1.0.0 == 1.0}, {@code 1.0-alpha1 == 1.0a1}, {@code v1.0 == 1.0}).
 */
final class Pep440Scheme implements VersionScheme<Pep440Version> {

    // The permissive spelling PEP 440 accepts and normalises; compiled once, matched per candidate.
    private static final Pattern VERSION = Pattern.compile(
            "v?"
            + "(?:(\\d+)!)?"                                            // 1 epoch
            + "(\\d+(?:\\.\\d+)*)"                                      // 2 release
            + "(?:[-_.]?(alpha|a|beta|b|preview|pre|c|rc)[-_.]?(\\d+)?)?" // 3,4 pre-release
            + "(?:-(\\d+)|[-_.]?(post|rev|r)[-_.]?(\\d+)?)?"            // 5 implicit post, 6,7 post
            + "(?:[-_.]?(dev)[-_.]?(\\d+)?)?"                           // 8,9 dev
            + "(?:\\+([a-z0-9]+(?:[-_.][a-z0-9]+)*))?",                 // 10 local
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DOT = Pattern.compile("\\.");
    private static final Pattern LOCAL_SEPARATOR = Pattern.compile("[-_.]");

    @Override
    public String name() {
        return "pep440";
    }

    @Override
    public Pep440Version parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        Matcher m = VERSION.matcher(stripSpace(text));
        if (!m.matches()) {
            return null;
        }
        String epoch = m.group(1) == null ? "0" : Digits.strip(m.group(1));
        List<String> release = new ArrayList<>(4);
        for (String part : DOT.split(m.group(2))) {
            release.add(Digits.strip(part));
        }
        int preKind = Pep440Version.NO_PRE;
        String preNumber = "";
        if (m.group(3) != null) {
            preKind = preKind(m.group(3).toLowerCase(Locale.ROOT));
            preNumber = numberOrZero(m.group(4));
        }
        String post = "";
        if (m.group(5) != null) {
            post = Digits.strip(m.group(5));
        } else if (m.group(6) != null) {
            post = numberOrZero(m.group(7));
        }
        String dev = m.group(8) == null ? "" : numberOrZero(m.group(9));
        List<String> local = new ArrayList<>(2);
        if (m.group(10) != null) {
            for (String segment : LOCAL_SEPARATOR.split(m.group(10).toLowerCase(Locale.ROOT))) {
                local.add(Digits.isAllDigits(segment) ? Digits.strip(segment) : segment);
            }
        }
        return new Pep440Version(text, epoch, release, preKind, preNumber, post, dev, local);
    }

    /** Python's {@code str.strip()}: every Unicode space, the no-break ones included (Java's strip keeps those). */
    private static String stripSpace(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u001c' || c == '\u001d'
                || c == '\u001e' || c == '\u001f' || c == '\u0085';
    }

    private static int preKind(String label) {
        switch (label) {
            case "a":
            case "alpha":
                return 0;
            case "b":
            case "beta":
                return 1;
            default: // c, rc, pre, preview all normalise to rc
                return 2;
        }
    }

    private static String numberOrZero(String digits) {
        return digits == null ? "0" : Digits.strip(digits);
    }

    @Override
    public boolean prerelease(Pep440Version version) {
        return version.isPrerelease();
    }

    @Override
    public Pep440Version release(Pep440Version version) {
        return version.isPrerelease() ? version.base() : version;
    }

    @Override
    public List<Long> numbers(Pep440Version version) {
        List<Long> numbers = new ArrayList<>(version.release().size());
        for (String part : version.release()) {
            numbers.add(Digits.saturated(part));
        }
        return numbers;
    }
}
