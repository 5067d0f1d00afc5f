package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * NuGet's versions as NuGet.Versioning reads them: one to four numeric parts (each a 32-bit signed value, leading
 * zeros and blanks around a part allowed: {@code 1.01} is {@code 1.1.0.0}), an optional release label of
 * dot-separated {@code [0-9A-Za-z-]} identifiers and optional metadata. Missing parts are zero; labels compare
 * case-insensitively (numeric identifiers as numbers, below alphanumeric ones); metadata is ignored.
 */
final class NuGetScheme extends SemverShapedScheme {

    private static final int MAX_PARTS = 4;
    private static final String INT_MAX = Integer.toString(Integer.MAX_VALUE);

    @Override
    public String name() {
        return "nuget";
    }

    @Override
    public SemverVersion parseOrNull(String raw) {
        if (raw == null || raw.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        String text = raw.strip();
        int plus = text.indexOf('+');
        if (plus >= 0 && !identifiers(text.substring(plus + 1), null)) {
            return null;
        }
        String head = plus >= 0 ? text.substring(0, plus) : text;
        int dash = head.indexOf('-');
        List<String> labels = new ArrayList<>(2);
        if (dash >= 0 && !identifiers(head.substring(dash + 1).toLowerCase(Locale.ROOT), labels)) {
            return null;
        }
        String numbers = dash >= 0 ? head.substring(0, dash) : head;
        String[] parts = numbers.split("\\.", -1);
        if (parts.length > MAX_PARTS) {
            return null;
        }
        List<String> release = new ArrayList<>(MAX_PARTS);
        for (String part : parts) {
            String number = part.strip();
            if (!Digits.isAllDigits(number)) {
                return null;
            }
            number = Digits.strip(number);
            if (number.length() > INT_MAX.length()
                    || number.length() == INT_MAX.length() && number.compareTo(INT_MAX) > 0) {
                return null;
            }
            release.add(number);
        }
        return new SemverVersion(release, labels);
    }

    /** Dot-separated non-empty {@code [0-9A-Za-z-]+} identifiers, collected into {@code into} when given. */
    private static boolean identifiers(String text, List<String> into) {
        for (String identifier : text.split("\\.", -1)) {
            if (identifier.isEmpty()) {
                return false;
            }
            for (int i = 0; i < identifier.length(); i++) {
                char c = identifier.charAt(i);
                if (!(Digits.isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-')) {
                    return false;
                }
            }
            if (into != null) {
                into.add(Digits.isAllDigits(identifier) ? Digits.strip(identifier) : identifier);
            }
        }
        return true;
    }
}
