package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;

/**
 * SemVer 2.0 order for npm, cargo, golang, nuget and GitHub tags. Parsing is lenient and deterministic: a
 * leading {@code v}, any number of numeric components ({@code 1}, {@code 1.2}, {@code 1.2.3.4}); anything else
 * (e.g. {@code openssl-3.0.0}, {@code 1.2.3beta}) is unparseable. Go pseudo-versions are ordinary pre-releases.
 * Hand-written rather than a regex because the resolver may parse thousands of candidates per request.
 */
final class SemverScheme implements VersionScheme<SemverVersion> {

    @Override
    public String name() {
        return "semver";
    }

    @Override
    public SemverVersion parseOrNull(String raw) {
        if (raw == null || raw.isEmpty() || raw.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        String text = raw.strip(); // node-semver trims its input
        if (text.isEmpty()) {
            return null;
        }
        int n = text.length();
        int i = text.charAt(0) == 'v' || text.charAt(0) == 'V' ? 1 : 0;
        List<String> release = new ArrayList<>(3);
        while (true) {
            int start = i;
            while (i < n && Digits.isDigit(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                return null;
            }
            release.add(Digits.strip(text.substring(start, i)));
            if (i < n && text.charAt(i) == '.') {
                i++;
            } else {
                break;
            }
        }
        List<String> pre = new ArrayList<>(2);
        if (i < n && text.charAt(i) == '-') {
            i = readIdentifiers(text, i + 1, pre);
        }
        if (i >= 0 && i < n && text.charAt(i) == '+') {
            i = readIdentifiers(text, i + 1, null);
        }
        if (i != n) {
            return null;
        }
        return new SemverVersion(release, pre);
    }

    /** Reads dot-separated [0-9A-Za-z-]+ identifiers; returns the index after them, or -1 if one is empty. */
    private static int readIdentifiers(String text, int from, List<String> into) {
        int i = from;
        int n = text.length();
        while (true) {
            int start = i;
            while (i < n && isIdentifierChar(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                return -1;
            }
            if (into != null) {
                String id = text.substring(start, i);
                into.add(Digits.isAllDigits(id) ? Digits.strip(id) : id);
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

    @Override
    public boolean prerelease(SemverVersion version) {
        return version.isPrerelease();
    }

    @Override
    public SemverVersion release(SemverVersion version) {
        return version.isPrerelease() ? new SemverVersion(version.release(), List.of()) : version;
    }

    @Override
    public List<Long> numbers(SemverVersion version) {
        List<Long> numbers = new ArrayList<>(version.release().size());
        for (String component : version.release()) {
            numbers.add(Digits.saturated(component));
        }
        return numbers;
    }
}
