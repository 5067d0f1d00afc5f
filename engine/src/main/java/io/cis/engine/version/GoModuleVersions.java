package io.cis.engine.version;

import java.math.BigInteger;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which Go versions can be a module's version, by the rules the go command applies without fetching the module:
 * {@code golang.org/x/mod}'s {@code module.Check}, {@code CanonicalVersion} and pseudo-version functions, go.mod's
 * "must be of the form v1.2.3", and {@code cmd/go}'s {@code +incompatible} and pseudo-version checks. Rules that need
 * the repository (a pseudo-version's revision, time stamp and preceding tag as they are there) are not checked.
 */
public final class GoModuleVersions {

    private static final GoScheme SEMVER = new GoScheme(false);
    private static final String INCOMPATIBLE = "+incompatible";
    private static final Pattern PSEUDO = Pattern.compile(
            "v[0-9]+\\.(0\\.0-|\\d+\\.\\d+-([^+]*\\.)?0\\.)\\d{14}-[A-Za-z0-9]+(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?");
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuuMMddHHmmss")
            .withResolverStyle(ResolverStyle.STRICT);

    private GoModuleVersions() {
    }

    /**
     * Why the version cannot be the version of any module, or empty when some module may have it: it must be a
     * semantic version in its canonical form ({@code v1.2.0}, not {@code v1.2}; no build metadata but
     * {@code +incompatible}), {@code +incompatible} needs a major version of 2 or more, and a pseudo-version must have
     * a real time stamp and a base version it can follow.
     */
    public static Optional<String> problem(String version) {
        SemverVersion parsed = SEMVER.parseOrNull(version);
        if (parsed == null) {
            return Optional.of("not a semantic version");
        }
        String build = build(version);
        if (parsed.release().size() < 3 || !(build.isEmpty() || build.equals(INCOMPATIBLE))) {
            return Optional.of("must be of the form v1.2.3 (here " + canonical(version, parsed) + ")");
        }
        String major = major(version);
        if (build.equals(INCOMPATIBLE) && (major.equals("v0") || major.equals("v1"))) {
            return Optional.of("+incompatible suffix not allowed: major version " + major + " is compatible");
        }
        if (isPseudoVersion(version)) {
            String timestamp = pseudoParts(version)[1];
            if (!isTime(timestamp)) {
                return Optional.of("malformed time \"" + timestamp + "\" in pseudo-version");
            }
            String withoutIncompatible = version.endsWith(INCOMPATIBLE)
                    ? version.substring(0, version.length() - INCOMPATIBLE.length()) : version;
            if (pseudoVersionBase(withoutIncompatible) == null) {
                return Optional.of(basePseudoProblem(withoutIncompatible));
            }
        }
        return Optional.empty();
    }

    /**
     * Why the module at {@code path} cannot have the version, or empty: {@link #problem(String)}, and the version's
     * major version must agree with the path's ({@code /v2} needs {@code v2.x.y}; a path without a major suffix needs
     * v0 or v1, or {@code +incompatible}; {@code gopkg.in/yaml.v2} needs v2), {@code +incompatible} only on a path
     * without a major suffix, and a pseudo-version without a preceding tag on such a path starts at v0.
     */
    public static Optional<String> problem(String path, String version) {
        Optional<String> alone = problem(version);
        if (alone.isPresent()) {
            return alone;
        }
        String pathMajor = pathMajor(path);
        if (pathMajor == null) {
            return Optional.of("module path " + Quoted.of(path) + " has a malformed major version suffix");
        }
        String major = major(version);
        boolean incompatible = version.endsWith(INCOMPATIBLE);
        if (pathMajor.startsWith(".v") && pathMajor.endsWith("-unstable")) {
            pathMajor = pathMajor.substring(0, pathMajor.length() - "-unstable".length());
        }
        if (incompatible && !pathMajor.isEmpty()) {
            return Optional.of("+incompatible suffix not allowed: module path includes a major version suffix");
        }
        boolean gopkgV1Bug = version.startsWith("v0.0.0-") && pathMajor.equals(".v1");
        if (!gopkgV1Bug) {
            if (pathMajor.isEmpty()) {
                if (!major.equals("v0") && !major.equals("v1") && !incompatible) {
                    return Optional.of("should be v0 or v1, not " + major + " (or " + version + "+incompatible)");
                }
            } else if (!major.equals(pathMajor.substring(1))) {
                return Optional.of("should be " + pathMajor.substring(1) + ", not " + major);
            }
        }
        if (pathMajor.isEmpty() && major.equals("v1") && isPseudoVersion(version)
                && "".equals(pseudoVersionBase(version))) {
            return Optional.of("pseudo-version: major version without preceding tag must be v0, not v1");
        }
        return Optional.empty();
    }

    /** Whether the version is a pseudo-version ({@code module.IsPseudoVersion}). */
    public static boolean isPseudoVersion(String version) {
        return version != null && version.chars().filter(c -> c == '-').count() >= 2
                && SEMVER.parseOrNull(version) != null && PSEUDO.matcher(version).matches();
    }

    /**
     * The tagged version a pseudo-version follows ({@code module.PseudoVersionBase}): {@code ""} for
     * {@code vX.0.0-yyyymmddhhmmss-abcdef123456}, {@code v1.2.3} for {@code v1.2.4-0.yyyymmddhhmmss-abcdef123456},
     * {@code v1.2.3-pre} for {@code v1.2.3-pre.0.yyyymmddhhmmss-abcdef123456}, with the build kept; {@code null} when
     * the version is no pseudo-version or names no possible base.
     */
    public static String pseudoVersionBase(String version) {
        if (!isPseudoVersion(version)) {
            return null;
        }
        String[] parts = pseudoParts(version);
        String base = parts[0];
        String build = parts[2];
        String pre = prerelease(base);
        if (pre.isEmpty()) {
            return build.isEmpty() ? "" : null;
        }
        if (pre.equals("-0")) {
            String released = base.substring(0, base.length() - pre.length());
            int dot = released.lastIndexOf('.');
            BigInteger patch = new BigInteger(released.substring(dot + 1));
            if (patch.signum() == 0) {
                return null;
            }
            return released.substring(0, dot + 1) + patch.subtract(BigInteger.ONE) + build;
        }
        return base.substring(0, base.length() - ".0".length()) + build;
    }

    private static String basePseudoProblem(String version) {
        String[] parts = pseudoParts(version);
        if (prerelease(parts[0]).isEmpty()) {
            return "pseudo-version lacks a base version, but has build metadata \"" + parts[2] + "\"";
        }
        String released = parts[0].substring(0, parts[0].length() - 2);
        return "pseudo-version: version before " + released + " would have a negative patch number";
    }

    /** {@code module.parsePseudoVersion}: base, time stamp, build of a pseudo-version. */
    private static String[] pseudoParts(String version) {
        String build = build(version);
        String v = version.substring(0, version.length() - build.length());
        v = v.substring(0, v.lastIndexOf('-'));
        int dash = v.lastIndexOf('-');
        int dot = v.lastIndexOf('.');
        return dot > dash
                ? new String[] {v.substring(0, dot), v.substring(dot + 1), build}
                : new String[] {v.substring(0, dash), v.substring(dash + 1), build};
    }

    private static boolean isTime(String timestamp) {
        try {
            LocalDateTime.parse(timestamp, TIMESTAMP);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** The build suffix with its {@code +}, or {@code ""}; the version is valid. */
    private static String build(String version) {
        int plus = version.indexOf('+');
        return plus < 0 ? "" : version.substring(plus);
    }

    /** The pre-release suffix with its {@code -}, or {@code ""}; the version is valid. */
    private static String prerelease(String version) {
        String v = version.substring(0, version.length() - build(version).length());
        int dash = v.indexOf('-');
        return dash < 0 ? "" : v.substring(dash);
    }

    private static String major(String version) {
        int end = 1;
        while (end < version.length() && Digits.isDigit(version.charAt(end))) {
            end++;
        }
        return version.substring(0, end);
    }

    /** {@code module.CanonicalVersion}: the short forms completed, build dropped but for {@code +incompatible}. */
    private static String canonical(String version, SemverVersion parsed) {
        StringBuilder text = new StringBuilder("v");
        for (int i = 0; i < 3; i++) {
            text.append(i == 0 ? "" : ".").append(i < parsed.release().size() ? parsed.release().get(i) : "0");
        }
        text.append(prerelease(version));
        if (build(version).equals(INCOMPATIBLE)) {
            text.append(INCOMPATIBLE);
        }
        return text.toString();
    }

    /**
     * {@code module.SplitPathVersion}'s major suffix: {@code ""}, {@code "/v2"} or gopkg.in's {@code ".v2"};
     * {@code null} when the path's suffix is malformed ({@code /v1}, {@code /v02}, {@code /v2.1}).
     */
    private static String pathMajor(String path) {
        if (path.startsWith("gopkg.in/")) {
            return gopkgInMajor(path);
        }
        int i = path.length();
        boolean dot = false;
        while (i > 0 && (Digits.isDigit(path.charAt(i - 1)) || path.charAt(i - 1) == '.')) {
            dot |= path.charAt(i - 1) == '.';
            i--;
        }
        if (i <= 1 || i == path.length() || path.charAt(i - 1) != 'v' || path.charAt(i - 2) != '/') {
            return "";
        }
        String major = path.substring(i - 2);
        if (dot || major.length() <= 2 || major.charAt(2) == '0' || major.equals("/v1")) {
            return null;
        }
        return major;
    }

    private static String gopkgInMajor(String path) {
        int i = path.length();
        if (path.endsWith("-unstable")) {
            i -= "-unstable".length();
        }
        while (i > 0 && Digits.isDigit(path.charAt(i - 1))) {
            i--;
        }
        if (i <= 1 || path.charAt(i - 1) != 'v' || path.charAt(i - 2) != '.') {
            return null;
        }
        String major = path.substring(i - 2);
        if (major.length() <= 2 || (major.charAt(2) == '0' && !major.equals(".v0"))) {
            return null;
        }
        return major;
    }
}
