package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Numeric-aware order for ecosystems without a scheme of their own (gem, composer, deb, ...). A string with no
 * letter or digit is unparseable; a leading {@code v} before a digit is ignored. Pre-releases are versions with a
 * well-known pre-release word (alpha, beta, rc, dev, snapshot, ... and a/b/c/m directly before a number).
 */
final class GenericScheme implements VersionScheme<GenericVersion> {

    private static final Set<String> PRE_RELEASE_WORDS = Set.of("alpha", "beta", "pre", "preview", "rc", "cr", "dev",
            "snapshot", "milestone", "ea", "canary", "nightly");
    private static final Set<String> PRE_RELEASE_LETTERS = Set.of("a", "b", "c", "m");

    @Override
    public String name() {
        return "generic";
    }

    @Override
    public GenericVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        int n = lower.length();
        int i = n > 1 && lower.charAt(0) == 'v' && Digits.isDigit(lower.charAt(1)) ? 1 : 0;
        List<String> tokens = new ArrayList<>(6);
        while (i < n) {
            char c = lower.charAt(i);
            boolean digit = Digits.isDigit(c);
            if (!digit && !Character.isLetter(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && (digit ? Digits.isDigit(lower.charAt(i)) : Character.isLetter(lower.charAt(i)))) {
                i++;
            }
            String token = lower.substring(start, i);
            tokens.add(digit ? Digits.strip(token) : token);
        }
        return tokens.isEmpty() ? null : new GenericVersion(tokens);
    }

    @Override
    public boolean prerelease(GenericVersion version) {
        return firstPrereleaseToken(version) >= 0;
    }

    @Override
    public GenericVersion release(GenericVersion version) {
        int at = firstPrereleaseToken(version);
        if (at < 0) {
            return version;
        }
        // A pre-release word at the very start leaves no release; "0" keeps the value orderable.
        return new GenericVersion(at == 0 ? List.of("0") : version.tokens().subList(0, at));
    }

    private static int firstPrereleaseToken(GenericVersion version) {
        List<String> tokens = version.tokens();
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (GenericVersion.isNumber(token)) {
                continue;
            }
            boolean beforeNumber = i + 1 < tokens.size() && GenericVersion.isNumber(tokens.get(i + 1));
            if (PRE_RELEASE_WORDS.contains(token) || (beforeNumber && PRE_RELEASE_LETTERS.contains(token))) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public List<Long> numbers(GenericVersion version) {
        List<Long> numbers = new ArrayList<>();
        for (String token : version.tokens()) {
            if (!GenericVersion.isNumber(token)) {
                break;
            }
            numbers.add(Digits.saturated(token));
        }
        return numbers;
    }
}
