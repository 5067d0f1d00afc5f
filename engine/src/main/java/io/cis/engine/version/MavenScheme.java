package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.maven.artifact.versioning.ComparableVersion;

/**
 * Maven's own order ({@link ComparableVersion}: {@code 1.0-alpha < 1.0 = 1.0.0 = 1.0.RELEASE < 1.0-sp1}).
 * Maven orders every string, but not transitively when a version starts with a qualifier ({@code 0a1 < 0 <
 * zzz} yet {@code 0a1 > zzz}); so a version must start with a digit here, else it is unparseable and sorts
 * first by string (guava's {@code r03 < r09} still holds).
 *
 * <p>Pre-releases are exactly the qualifiers Maven sorts below the release: alpha, beta, milestone, rc/cr,
 * snapshot, and a/b/m directly followed by a digit. Qualifiers Maven does not know ({@code jre}, {@code preview},
 * {@code SEC01}) sort above the release in Maven, so they are not pre-releases here either.
 */
final class MavenScheme implements VersionScheme<MavenVersion> {

    private static final Set<String> PRE_RELEASE_WORDS = Set.of("alpha", "beta", "milestone", "rc", "cr", "snapshot");
    private static final Set<String> PRE_RELEASE_LETTERS = Set.of("a", "b", "m");

    @Override
    public String name() {
        return "maven";
    }

    @Override
    public MavenVersion parseOrNull(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_VERSION_LENGTH || !Digits.isDigit(text.charAt(0))) {
            return null;
        }
        char previous = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || Character.isISOControl(c) || c > '~') {
                return null;
            }
            // ComparableVersion orders empty components ("2..", "2.-1") and non-ASCII qualifiers non-transitively
            // (found by VersionOrderFuzzTest); no published Maven version has them, so they are unparseable.
            if (separator(c) && separator(previous)) {
                return null;
            }
            previous = c;
        }
        if (separator(previous)) {
            return null;
        }
        return analyse(text);
    }

    private static boolean separator(char c) {
        return c == '.' || c == '-';
    }

    private static MavenVersion analyse(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        int n = lower.length();
        List<Long> numbers = new ArrayList<>(4);
        boolean leadingNumbers = true;
        int i = 0;
        while (i < n) {
            char c = lower.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                i++;
                continue;
            }
            int start = i;
            boolean digits = Digits.isDigit(c);
            while (i < n && Character.isLetterOrDigit(lower.charAt(i)) && Digits.isDigit(lower.charAt(i)) == digits) {
                i++;
            }
            String token = lower.substring(start, i);
            if (digits) {
                if (leadingNumbers) {
                    numbers.add(Digits.saturated(Digits.strip(token)));
                }
                continue;
            }
            leadingNumbers = false;
            boolean followedByDigit = i < n && Digits.isDigit(lower.charAt(i));
            if (PRE_RELEASE_WORDS.contains(token) || (followedByDigit && PRE_RELEASE_LETTERS.contains(token))) {
                String release = trimSeparators(text.substring(0, start));
                return new MavenVersion(new ComparableVersion(text), true, release, numbers);
            }
        }
        return new MavenVersion(new ComparableVersion(text), false, text, numbers);
    }

    private static String trimSeparators(String text) {
        int end = text.length();
        while (end > 0 && !Character.isLetterOrDigit(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(0, end);
    }

    @Override
    public boolean prerelease(MavenVersion version) {
        return version.prerelease();
    }

    @Override
    public MavenVersion release(MavenVersion version) {
        if (!version.prerelease()) {
            return version;
        }
        // The release part holds no pre-release qualifier (it stops before the first one).
        return new MavenVersion(new ComparableVersion(version.releaseText()), false, version.releaseText(),
                version.numbers());
    }

    @Override
    public List<Long> numbers(MavenVersion version) {
        return version.numbers();
    }
}
