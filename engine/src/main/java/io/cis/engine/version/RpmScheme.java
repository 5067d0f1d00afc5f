package io.cis.engine.version;

import java.util.List;

/**
 * rpm's EVR order for {@code rpm} packages (see {@link RpmVersion}). Parsing follows rpm's {@code parseEVR}: an
 * epoch is the leading digits when a {@code :} follows them; the release is the part after the last {@code -}.
 * Unparseable: an empty version part, an epoch above a 32-bit int, and blanks or control characters anywhere
 * (rpm forbids them in versions).
 *
 * <p>Like Debian, rpm relations have no pre-release exclusion: a {@code ~} version sorts lower but is admitted.
 */
final class RpmScheme implements VersionScheme<RpmVersion> {

    @Override
    public String name() {
        return "rpm";
    }

    @Override
    public RpmVersion parseOrNull(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c <= ' ' || c == 0x7f) {
                return null;
            }
        }
        int digits = 0;
        while (digits < text.length() && Digits.isDigit(text.charAt(digits))) {
            digits++;
        }
        long epoch = 0;
        String rest = text;
        if (digits < text.length() && text.charAt(digits) == ':') {
            if (digits > 10) {
                return null;
            }
            epoch = digits == 0 ? 0 : Long.parseLong(text.substring(0, digits));
            if (epoch > Integer.MAX_VALUE) {
                return null;
            }
            rest = text.substring(digits + 1);
        }
        int hyphen = rest.lastIndexOf('-');
        String version = hyphen >= 0 ? rest.substring(0, hyphen) : rest;
        String release = hyphen >= 0 ? rest.substring(hyphen + 1) : null;
        if (version.isEmpty()) {
            return null;
        }
        return new RpmVersion(epoch, version, release);
    }

    @Override
    public boolean prerelease(RpmVersion version) {
        return false;
    }

    @Override
    public RpmVersion release(RpmVersion version) {
        return version;
    }

    @Override
    public List<Long> numbers(RpmVersion version) {
        return DebianScheme.leadingNumbers(version.version());
    }
}
