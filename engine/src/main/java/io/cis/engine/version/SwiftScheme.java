package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;

/**
 * Swift package versions as SwiftPM reads a version tag ({@code Version(tag:)}): one leading {@code v} dropped, then
 * {@code Version(versionString:usesLenientParsing: true)}: ASCII only, {@code MAJOR.MINOR.PATCH} or {@code MAJOR.MINOR}
 * (the patch then 0) of numbers Swift's {@code Int} reads (leading zeros allowed), then optional pre-release and build
 * identifiers of letters, digits and {@code -}, empty ones included ({@code 1.2.3-} is a pre-release). Ordered as
 * SwiftPM's {@code Version}: SemVer 2.0 precedence, build metadata ignored. {@link #parseLiteral} is the stricter
 * reading of a version literal in {@code Package.swift}.
 */
final class SwiftScheme implements VersionScheme<SwiftVersion> {

    @Override
    public String name() {
        return "swift";
    }

    @Override
    public SwiftVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        return parse(text.startsWith("v") ? text.substring(1) : text, true);
    }

    /** A version as {@code Package.swift} writes one ({@code "1.2.3"}): three numbers, no {@code v}. */
    SwiftVersion parseLiteral(String text) {
        return text == null || text.length() > MAX_VERSION_LENGTH ? null : parse(text, false);
    }

    private static SwiftVersion parse(String text, boolean lenient) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) > 0x7F) {
                return null;
            }
        }
        int plus = text.indexOf('+');
        int end = plus < 0 ? text.length() : plus;
        int dash = text.substring(0, end).indexOf('-');
        String core = text.substring(0, dash < 0 ? end : dash);
        String[] numbers = core.split("\\.", -1);
        if (!(numbers.length == 3 || (lenient && numbers.length == 2))) {
            return null;
        }
        long[] parts = new long[3];
        for (int i = 0; i < numbers.length; i++) {
            Long value = Digits.isAllDigits(numbers[i]) ? SwiftVersion.swiftInt(numbers[i]) : null;
            if (value == null) {
                return null;
            }
            parts[i] = value;
        }
        List<String> pre = dash < 0 ? List.of() : identifiers(text.substring(dash + 1, end));
        List<String> build = plus < 0 ? List.of() : identifiers(text.substring(plus + 1));
        if (pre == null || build == null) {
            return null;
        }
        return new SwiftVersion(parts[0], parts[1], parts[2], pre);
    }

    /** Dot-separated identifiers of letters, digits and {@code -}, empty ones allowed; null if another character. */
    private static List<String> identifiers(String text) {
        List<String> identifiers = new ArrayList<>();
        for (String identifier : text.split("\\.", -1)) {
            for (int i = 0; i < identifier.length(); i++) {
                char c = identifier.charAt(i);
                if (!(Character.isLetterOrDigit(c) || c == '-')) {
                    return null;
                }
            }
            identifiers.add(identifier);
        }
        return identifiers;
    }

    @Override
    public boolean prerelease(SwiftVersion version) {
        return version.isPrerelease();
    }

    @Override
    public SwiftVersion release(SwiftVersion version) {
        return version.release();
    }

    @Override
    public List<Long> numbers(SwiftVersion version) {
        return List.of(version.major(), version.minor(), version.patch());
    }
}
