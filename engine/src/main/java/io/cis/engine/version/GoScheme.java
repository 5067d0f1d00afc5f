package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Go module versions as {@code golang.org/x/mod/semver} reads and orders them: a lower-case {@code v}, then
 * {@code MAJOR}, {@code MAJOR.MINOR} or {@code MAJOR.MINOR.PATCH} without leading zeros (a short form carries no
 * pre-release and no build), pre-release identifiers of {@code [0-9A-Za-z-]} (numeric ones without leading zeros),
 * build metadata ignored in the order; {@code v1.2} equals {@code v1.2.0}. Pseudo-versions are ordinary
 * pre-releases. Whether such a version can also be one version of a module is {@link GoModuleVersions}' question,
 * asked by {@link #refusal}.
 *
 * <p>OSV records write Go versions without their {@code v} ({@code fixed: 0.7.0}); the scheme advisories are compared
 * in reads that spelling too, in the same order.
 */
final class GoScheme extends SemverShapedScheme {

    private final boolean withoutV;

    /** @param withoutV whether {@code 1.2.3} also reads as {@code v1.2.3}, as in OSV records */
    GoScheme(boolean withoutV) {
        this.withoutV = withoutV;
    }

    @Override
    public String name() {
        return "golang";
    }

    @Override
    public SemverVersion parseOrNull(String text) {
        return withoutV && text != null && !text.isEmpty() && Digits.isDigit(text.charAt(0))
                ? parseGo("v" + text) : parseGo(text);
    }

    private static SemverVersion parseGo(String text) {
        if (text == null || text.length() < 2 || text.length() > MAX_VERSION_LENGTH || text.charAt(0) != 'v') {
            return null;
        }
        int n = text.length();
        List<String> release = new ArrayList<>(3);
        int i = 1;
        while (true) {
            int end = number(text, i);
            if (end < 0) {
                return null;
            }
            release.add(text.substring(i, end));
            i = end;
            if (i < n && text.charAt(i) == '.' && release.size() < 3) {
                i++;
            } else {
                break;
            }
        }
        if (i == n) {
            return new SemverVersion(release, List.of());
        }
        if (release.size() < 3) {
            return null; // Go refuses a pre-release or build on v1 or v1.2
        }
        List<String> pre = new ArrayList<>(2);
        if (text.charAt(i) == '-') {
            i = identifiers(text, i + 1, pre);
        }
        if (i > 0 && i < n && text.charAt(i) == '+') {
            i = identifiers(text, i + 1, null);
        }
        return i == n ? new SemverVersion(release, pre) : null;
    }

    /** The version as purls and OSV records often write it, without the {@code v} every module version has. */
    @Override
    public SemverVersion parseCommonSpelling(String text) {
        return text != null && !text.isEmpty() && Digits.isDigit(text.charAt(0)) ? parseGo("v" + text) : null;
    }

    @Override
    public Optional<String> refusal(String text) {
        String spelled = text != null && !text.isEmpty() && Digits.isDigit(text.charAt(0)) ? "v" + text : text;
        return GoModuleVersions.problem(spelled);
    }

    /** The end of a number without leading zeros starting at {@code from}, or -1. */
    private static int number(String text, int from) {
        int i = from;
        while (i < text.length() && Digits.isDigit(text.charAt(i))) {
            i++;
        }
        if (i == from || (text.charAt(from) == '0' && i - from > 1)) {
            return -1;
        }
        return i;
    }

    /**
     * Reads dot-separated identifiers up to a {@code +} or the end; pre-release identifiers ({@code into} not
     * null) that are numeric must not have leading zeros. Returns the index after them, or -1.
     */
    private static int identifiers(String text, int from, List<String> into) {
        int n = text.length();
        int i = from;
        while (true) {
            int start = i;
            while (i < n && isIdentifierChar(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                return -1;
            }
            String id = text.substring(start, i);
            if (into != null) {
                if (id.length() > 1 && id.charAt(0) == '0' && Digits.isAllDigits(id)) {
                    return -1;
                }
                into.add(id);
            }
            if (i < n && text.charAt(i) == '.') {
                i++;
            } else {
                return i;
            }
        }
    }

    private static boolean isIdentifierChar(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
    }
}
