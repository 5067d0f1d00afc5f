package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dart packages' versions as {@code pub_semver}'s {@code Version.parse} reads them: {@code MAJOR.MINOR.PATCH}
 * (leading zeros allowed, numbers within 64 bits), optional pre-release and build identifiers of
 * {@code [0-9A-Za-z-]}. An identifier Dart's {@code int.tryParse} reads as an integer ({@code 01}, {@code -1},
 * {@code 0x1F}) is one; so {@code 1.2.3-01} equals {@code 1.2.3-1}. Unlike SemVer, build metadata orders: a
 * version with a build sorts above the same version without ({@code 1.0.0 < 1.0.0+1}), builds compared as
 * pre-releases are. The separators must be dots (pub's pattern also takes any character there, which no
 * published version uses).
 */
final class PubScheme implements VersionScheme<PubVersion> {

    private static final String IDENTIFIERS = "([0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)";
    /** A version at the start of a text, as pub's constraint parser consumes it. */
    static final Pattern START = Pattern.compile(
            "([0-9]+)\\.([0-9]+)\\.([0-9]+)(?:-" + IDENTIFIERS + ")?(?:\\+" + IDENTIFIERS + ")?");
    private static final Pattern DART_INT = Pattern.compile("([+-]?)(?:0[xX]([0-9a-fA-F]+)|([0-9]+))");

    @Override
    public String name() {
        return "pub";
    }

    @Override
    public PubVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        Matcher m = START.matcher(text);
        return m.matches() ? of(m) : null;
    }

    /** The version a matched {@link #START} names, or {@code null} when a number does not fit Dart's int. */
    static PubVersion of(Matcher m) {
        Long major = number(m.group(1));
        Long minor = number(m.group(2));
        Long patch = number(m.group(3));
        if (major == null || minor == null || patch == null) {
            return null;
        }
        return new PubVersion(major, minor, patch, parts(m.group(4)), parts(m.group(5)));
    }

    private static Long number(String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static List<Object> parts(String text) {
        if (text == null) {
            return List.of();
        }
        List<Object> parts = new ArrayList<>();
        for (String part : text.split("\\.")) {
            Long value = dartInt(part);
            parts.add(value != null ? value : part);
        }
        return parts;
    }

    /** Dart's {@code int.tryParse}: an optional sign, decimal or {@code 0x} hexadecimal, within 64 bits. */
    private static Long dartInt(String part) {
        Matcher m = DART_INT.matcher(part);
        if (!m.matches()) {
            return null;
        }
        try {
            String sign = m.group(1).equals("-") ? "-" : "";
            return m.group(2) != null ? Long.parseLong(sign + m.group(2), 16) : Long.parseLong(sign + m.group(3));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public boolean prerelease(PubVersion version) {
        return version.isPrerelease();
    }

    @Override
    public PubVersion release(PubVersion version) {
        return !version.isPrerelease() ? version
                : new PubVersion(version.major(), version.minor(), version.patch(), List.of(), List.of());
    }

    @Override
    public List<Long> numbers(PubVersion version) {
        return List.of(version.major(), version.minor(), version.patch());
    }
}
