package io.cis.engine.version;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Swift package requirements as {@code Package.swift} writes them, quotes optional: a range {@code "1.2.3"..<"2.0.0"},
 * a closed range {@code "1.2.3"..."1.2.6"} (SwiftPM raises its upper bound's patch by one), {@code from: "1.2.3"} and
 * {@code .upToNextMajor(from: "1.2.3")} ({@code 1.2.3..<2.0.0}), {@code .upToNextMinor(from: "1.2.3")}
 * ({@code 1.2.3..<1.3.0}), {@code exact: "1.2.3"} and {@code .exact("1.2.3")}; their versions are literals
 * ({@code MAJOR.MINOR.PATCH}, no {@code v}). A bare version, as a purl writes it, is read as a tag and names that
 * version. Membership is SwiftPM's {@code Range.contains(version:)}: a pre-release is in a range only when a bound is
 * a pre-release, and never when it is a pre-release of a release upper bound ({@code 2.0.0-alpha} is not in
 * {@code ..<2.0.0}); the lower bound itself always is. SwiftPM resolves to the highest version in range.
 */
final class SwiftSyntax implements RequirementSyntax<SwiftVersion> {

    private static final String VERSION = "\\s*\"?([^\"\\s.][^\"\\s]*?)\"?\\s*";
    private static final Pattern RANGE = Pattern.compile(VERSION + "(\\.\\.<|\\.\\.\\.)" + VERSION);
    private static final Pattern FROM = Pattern.compile(
            "\\s*(?:from\\s*:|\\.upToNextMajor\\s*\\(\\s*from\\s*:)" + VERSION + "(\\)?)\\s*");
    private static final Pattern NEXT_MINOR = Pattern.compile("\\s*\\.upToNextMinor\\s*\\(\\s*from\\s*:" + VERSION
            + "\\)\\s*");
    private static final Pattern EXACT = Pattern.compile("\\s*(?:exact\\s*:" + VERSION + "|\\.exact\\s*\\(" + VERSION
            + "\\))\\s*");

    private final SwiftScheme scheme;

    SwiftSyntax(SwiftScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        if (scheme.parseOrNull(text) != null) {
            return text;
        }
        Matcher exact = EXACT.matcher(text);
        if (exact.matches()) {
            String literal = exact.group(1) != null ? exact.group(1) : exact.group(2);
            return scheme.parseLiteral(literal) != null ? literal : null;
        }
        return null;
    }

    @Override
    public RangeSpec<SwiftVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        Matcher range = RANGE.matcher(text);
        if (range.matches()) {
            SwiftVersion lower = literal(range.group(1));
            SwiftVersion upper = literal(range.group(3));
            if (range.group(2).equals("...")) {
                upper = new SwiftVersion(upper.major(), upper.minor(), upper.patch() + 1, upper.preRelease());
            }
            if (lower.compareTo(upper) > 0) {
                throw new InvalidRequirementException("the range " + Quoted.of(text)
                        + " has its lower bound above its upper bound");
            }
            return range(lower, upper);
        }
        Matcher from = FROM.matcher(text);
        if (from.matches() && from.group(2).isEmpty() == text.startsWith("from")) {
            SwiftVersion lower = literal(from.group(1));
            return range(lower, new SwiftVersion(lower.major() + 1, 0, 0, List.of()));
        }
        Matcher minor = NEXT_MINOR.matcher(text);
        if (minor.matches()) {
            SwiftVersion lower = literal(minor.group(1));
            return range(lower, new SwiftVersion(lower.major(), lower.minor() + 1, 0, List.of()));
        }
        Matcher exact = EXACT.matcher(text);
        if (exact.matches()) {
            SwiftVersion version = literal(exact.group(1) != null ? exact.group(1) : exact.group(2));
            Clause<SwiftVersion> equal = Comparisons.of(Comparisons.Op.EQ, version, scheme);
            return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, List.of(equal), PrereleasePolicy.ALWAYS)));
        }
        throw new InvalidRequirementException(Quoted.of(text) + " is not a Swift package requirement (a version,"
                + " \"1.2.3\"..<\"2.0.0\", \"1.2.3\"...\"1.2.6\", from: \"1.2.3\", .upToNextMajor(from: \"1.2.3\"),"
                + " .upToNextMinor(from: \"1.2.3\") or .exact(\"1.2.3\"))");
    }

    private SwiftVersion literal(String text) throws InvalidRequirementException {
        SwiftVersion version = scheme.parseLiteral(text);
        if (version == null) {
            throw new InvalidRequirementException(Quoted.of(text) + " is not a Swift version literal"
                    + " (MAJOR.MINOR.PATCH with optional pre-release and build, no v)");
        }
        return version;
    }

    /** {@code lower..<upper} with SwiftPM's {@code contains(version:)}. */
    private RangeSpec<SwiftVersion> range(SwiftVersion lower, SwiftVersion upper) {
        boolean boundIsPre = lower.isPrerelease() || upper.isPrerelease();
        Clause<SwiftVersion> clause = new Clause<>(v -> {
            if (v.isPrerelease()) {
                if (!boundIsPre || (!upper.isPrerelease() && upper.sameRelease(v))) {
                    return false;
                }
            }
            return v.compareTo(lower) == 0 || (v.compareTo(lower) >= 0 && v.compareTo(upper) < 0);
        }, new Bound<>(lower, true), new Bound<>(upper, false), null);
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, List.of(clause), PrereleasePolicy.ALWAYS)));
    }
}
