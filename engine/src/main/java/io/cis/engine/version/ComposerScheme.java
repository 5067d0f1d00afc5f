package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Composer's versions as composer/semver's {@code VersionParser::normalize} reads them ({@code v1.2} is
 * {@code 1.2.0.0}, {@code 1.0-b2} is {@code 1.0.0.0-beta2}, {@code 2.x-dev} is {@code 2.9999999.9999999.9999999-dev},
 * date versions {@code 2010.01.02}), ordered as PHP's {@code version_compare} orders the normalised forms. A version
 * is a pre-release when its stability is not {@code stable} ({@code patch} versions are stable). Branch names
 * ({@code dev-main}) have no order: they are unparseable here, so they sort first and match only verbatim.
 */
final class ComposerScheme implements VersionScheme<ComposerVersion> {

    static final String MODIFIER = "[._-]?(?:(stable|beta|b|RC|alpha|a|patch|pl|p)((?:[.-]?\\d+)*+)?)?([.-]?dev)?";
    private static final Pattern ALIAS = Pattern.compile("^([^,\\s]++) ++as ++([^,\\s]++)$");
    private static final Pattern STABILITY_FLAG = Pattern.compile("@(?:stable|RC|beta|alpha|dev)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern BUILD = Pattern.compile("^([^,\\s+]++)\\+[^\\s]++$");
    private static final Pattern CLASSICAL = Pattern.compile(
            "^v?(\\d{1,5}+)(\\.\\d++)?(\\.\\d++)?(\\.\\d++)?" + MODIFIER + "$", Pattern.CASE_INSENSITIVE);
    private static final Pattern DATE = Pattern.compile(
            "^v?(\\d{4}(?:[.:-]?\\d{2}){1,6}(?:[.:-]?\\d{1,3}){0,2})" + MODIFIER + "$", Pattern.CASE_INSENSITIVE);
    private static final Pattern DEV_SUFFIX = Pattern.compile("(?i)(.*?)[.-]?dev$");
    private static final Pattern BRANCH = Pattern.compile(
            "^v?(\\d++)(\\.(?:\\d++|[xX*]))?(\\.(?:\\d++|[xX*]))?(\\.(?:\\d++|[xX*]))?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern STABILITY = Pattern.compile(MODIFIER + "(?:\\+.*)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern NON_DIGIT = Pattern.compile("\\D");

    @Override
    public String name() {
        return "composer";
    }

    @Override
    public ComposerVersion parseOrNull(String text) {
        if (text == null || text.length() > MAX_VERSION_LENGTH) {
            return null;
        }
        String normalized = normalize(text);
        if (normalized == null || normalized.startsWith("dev-")) {
            return null;
        }
        return new ComposerVersion(normalized, tokens(normalized), stability(normalized));
    }

    /** {@code VersionParser::normalize}, or {@code null} where it throws; branches come back as {@code dev-name}. */
    static String normalize(String input) {
        String version = input.strip();
        Matcher alias = ALIAS.matcher(version);
        if (alias.matches()) {
            version = alias.group(1);
        }
        Matcher flag = STABILITY_FLAG.matcher(version);
        if (flag.find()) {
            version = version.substring(0, flag.start());
        }
        if (version.equals("master") || version.equals("trunk") || version.equals("default")) {
            version = "dev-" + version;
        }
        if (version.regionMatches(true, 0, "dev-", 0, 4)) {
            return "dev-" + version.substring(4);
        }
        Matcher build = BUILD.matcher(version);
        if (build.matches()) {
            version = build.group(1);
        }
        Matcher m = CLASSICAL.matcher(version);
        String result;
        int index;
        if (m.matches()) {
            result = m.group(1) + orZero(m.group(2)) + orZero(m.group(3)) + orZero(m.group(4));
            index = 5;
        } else {
            m = DATE.matcher(version);
            if (!m.matches()) {
                return branch(version);
            }
            result = NON_DIGIT.matcher(m.group(1)).replaceAll(".");
            index = 2;
        }
        String stability = m.group(index);
        if (stability != null && !stability.isEmpty()) {
            if (stability.equals("stable")) {
                return result;
            }
            String number = m.group(index + 1);
            result += "-" + expandStability(stability) + (number == null ? "" : stripLeading(number));
        }
        String dev = m.group(index + 2);
        if (dev != null && !dev.isEmpty()) {
            result += "-dev";
        }
        return result;
    }

    private static String orZero(String part) {
        return part == null || part.isEmpty() ? ".0" : part;
    }

    private static String stripLeading(String number) {
        int i = 0;
        while (i < number.length() && (number.charAt(i) == '.' || number.charAt(i) == '-')) {
            i++;
        }
        return number.substring(i);
    }

    static String expandStability(String stability) {
        String lower = stability.toLowerCase(Locale.ROOT);
        return switch (lower) {
            case "a" -> "alpha";
            case "b" -> "beta";
            case "p", "pl" -> "patch";
            case "rc" -> "RC";
            default -> lower;
        };
    }

    /** {@code 1.x-dev} style numeric branches; anything else does not normalise. */
    private static String branch(String version) {
        Matcher dev = DEV_SUFFIX.matcher(version);
        if (!dev.matches()) {
            return null;
        }
        Matcher m = BRANCH.matcher(dev.group(1).strip());
        if (!m.matches()) {
            return null;
        }
        StringBuilder result = new StringBuilder(m.group(1));
        for (int group = 2; group <= 4; group++) {
            result.append(m.group(group) == null ? ".x" : m.group(group).replace('*', 'x').replace('X', 'x'));
        }
        return result.toString().replace("x", "9999999") + "-dev";
    }

    /** {@code VersionParser::parseStability} of a normalised version or a constraint's version text. */
    static int stability(String version) {
        String v = version.replaceFirst("#.+$", "");
        if (v.startsWith("dev-") || v.endsWith("-dev")) {
            return ComposerVersion.DEV;
        }
        Matcher m = STABILITY.matcher(v.toLowerCase(Locale.ROOT));
        // The pattern can match empty, so look for the first match that reaches the end.
        while (m.find()) {
            if (m.end() != v.length()) {
                continue;
            }
            if (m.group(3) != null && !m.group(3).isEmpty()) {
                return ComposerVersion.DEV;
            }
            String word = m.group(1);
            if (word != null) {
                switch (word) {
                    case "beta", "b" -> {
                        return ComposerVersion.BETA;
                    }
                    case "alpha", "a" -> {
                        return ComposerVersion.ALPHA;
                    }
                    case "rc" -> {
                        return ComposerVersion.RC;
                    }
                    default -> {
                        return ComposerVersion.STABLE;
                    }
                }
            }
            return ComposerVersion.STABLE;
        }
        return ComposerVersion.STABLE;
    }

    /** PHP's canonical form: {@code -_+} and any other non-alphanumeric become dots, and digit/letter changes too. */
    static List<String> tokens(String version) {
        List<String> tokens = new ArrayList<>(6);
        StringBuilder current = new StringBuilder();
        char previous = 0;
        for (int i = 0; i < version.length(); i++) {
            char c = version.charAt(i);
            boolean alnum = Character.isLetterOrDigit(c) && c < 128;
            boolean boundary = !alnum || current.length() > 0
                    && Digits.isDigit(previous) != Digits.isDigit(c);
            if (boundary && current.length() > 0) {
                tokens.add(finish(current.toString()));
                current.setLength(0);
            }
            if (alnum) {
                current.append(c);
            }
            previous = c;
        }
        if (current.length() > 0) {
            tokens.add(finish(current.toString()));
        }
        return tokens;
    }

    private static String finish(String token) {
        return Digits.isDigit(token.charAt(0)) ? Digits.strip(token) : token;
    }

    @Override
    public boolean prerelease(ComposerVersion version) {
        return version.stability() != ComposerVersion.STABLE;
    }

    @Override
    public ComposerVersion release(ComposerVersion version) {
        if (!prerelease(version)) {
            return version;
        }
        int dash = version.normalized().indexOf('-');
        String numbers = dash < 0 ? version.normalized() : version.normalized().substring(0, dash);
        return new ComposerVersion(numbers, tokens(numbers), ComposerVersion.STABLE);
    }

    @Override
    public List<Long> numbers(ComposerVersion version) {
        List<Long> numbers = new ArrayList<>(4);
        for (String token : version.tokens()) {
            if (!ComposerVersion.isNumber(token)) {
                break;
            }
            numbers.add(Digits.saturated(token));
        }
        return numbers;
    }
}
