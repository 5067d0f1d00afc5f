package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;

/**
 * dpkg's version order for {@code deb} packages (see {@link DebianVersion}). Parsing follows dpkg's
 * {@code parseversion}: surrounding blanks are ignored; the epoch is the part before the first {@code :} and must be
 * a number no larger than a 32-bit int; the revision is the part after the last {@code -}; the upstream part must
 * be non-empty and start with a digit, and may hold only letters, digits and {@code . + ~ -} and, after an epoch,
 * {@code :}; the revision only letters, digits and {@code . + ~}. Anything else is unparseable here, including
 * what dpkg only warns about (an upstream part not starting with a digit, other characters): a Debian archive holds
 * no such version.
 *
 * <p>Debian has no pre-releases in the resolver's sense: a {@code ~} version ({@code 1.0~rc1}, and every
 * {@code ~deb12u1} backport) sorts below the version without it but is an ordinary, installable package, so
 * relations admit it as dpkg does.
 */
final class DebianScheme implements VersionScheme<DebianVersion> {

    private static final long MAX_EPOCH = Integer.MAX_VALUE;

    @Override
    public String name() {
        return "deb";
    }

    @Override
    public DebianVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        String version = text.strip();
        if (version.isEmpty()) {
            return null;
        }
        long epoch = 0;
        int colon = version.indexOf(':');
        String rest = version;
        if (colon >= 0) {
            String epochText = version.substring(0, colon);
            if (!Digits.isAllDigits(epochText) || epochText.length() > 10) {
                return null;
            }
            epoch = Long.parseLong(epochText);
            if (epoch > MAX_EPOCH) {
                return null;
            }
            rest = version.substring(colon + 1);
        }
        int hyphen = rest.lastIndexOf('-');
        String upstream = hyphen >= 0 ? rest.substring(0, hyphen) : rest;
        String revision = hyphen >= 0 ? rest.substring(hyphen + 1) : "";
        if (upstream.isEmpty() || !Digits.isDigit(upstream.charAt(0))) {
            return null;
        }
        for (int i = 0; i < upstream.length(); i++) {
            char c = upstream.charAt(i);
            if (!isAlphanumeric(c) && ".-+~".indexOf(c) < 0 && !(c == ':' && colon >= 0)) {
                return null;
            }
        }
        for (int i = 0; i < revision.length(); i++) {
            char c = revision.charAt(i);
            if (!isAlphanumeric(c) && ".+~".indexOf(c) < 0) {
                return null;
            }
        }
        return new DebianVersion(epoch, upstream, revision);
    }

    static boolean isAlphanumeric(char c) {
        return Digits.isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    @Override
    public boolean prerelease(DebianVersion version) {
        return false;
    }

    @Override
    public DebianVersion release(DebianVersion version) {
        return version;
    }

    @Override
    public List<Long> numbers(DebianVersion version) {
        return leadingNumbers(version.upstream());
    }

    /** The dot-separated leading numbers of a version part ({@code 3.0.11+dfsg} gives 3, 0, 11). */
    static List<Long> leadingNumbers(String part) {
        List<Long> numbers = new ArrayList<>(4);
        int i = 0;
        while (i < part.length() && Digits.isDigit(part.charAt(i))) {
            int start = i;
            while (i < part.length() && Digits.isDigit(part.charAt(i))) {
                i++;
            }
            numbers.add(Digits.saturated(Digits.strip(part.substring(start, i))));
            if (i + 1 < part.length() && part.charAt(i) == '.' && Digits.isDigit(part.charAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        return numbers;
    }
}
