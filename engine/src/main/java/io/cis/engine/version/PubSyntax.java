package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;

/**
 * Dart pub's version constraints as {@code VersionConstraint.parse} reads them (a {@code pubspec.yaml}
 * dependency): {@code any}; {@code ^V} alone ({@code >=V} below the next breaking version: {@code ^1.2.3} is
 * {@code >=1.2.3 <2.0.0}, {@code ^0.2.3} is {@code >=0.2.3 <0.3.0}, {@code ^0.0.3} is {@code >=0.0.3 <0.1.0}); or
 * versions and comparisons ({@code < <= > >=}) side by side, all of which must hold ({@code >=1.0.0 <2.0.0}).
 * An exclusive upper bound {@code <V} (V a release without build) also excludes V's pre-releases, unless the lower
 * bound is a pre-release of V. There is no {@code =}, {@code !=}, {@code ~}, {@code ||} and no partial version.
 *
 * <p>Pre-releases: as pub's solver prefers them least, a range resolves to its highest release, and to its highest
 * pre-release only when it contains no release.
 */
final class PubSyntax implements RequirementSyntax<PubVersion> {

    private final PubScheme scheme;

    PubSyntax(PubScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        return scheme.parseOrNull(text) != null ? text : null;
    }

    @Override
    public RangeSpec<PubVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        if (text.equals("any")) {
            return range(List.of());
        }
        if (text.startsWith("^")) {
            return compatibleWith(text);
        }
        PubVersion min = null;
        boolean includeMin = false;
        PubVersion max = null;
        boolean includeMax = false;
        boolean any = false;
        String rest = text;
        while (!(rest = rest.strip()).isEmpty()) {
            String op = rest.startsWith("<=") || rest.startsWith(">=") ? rest.substring(0, 2)
                    : rest.startsWith("<") || rest.startsWith(">") ? rest.substring(0, 1) : "";
            rest = rest.substring(op.length()).strip();
            Matcher m = PubScheme.START.matcher(rest);
            if (!m.lookingAt()) {
                throw new InvalidRequirementException(op.isEmpty()
                        ? Quoted.of(text) + " is not a pub constraint: unknown text at " + Quoted.of(rest)
                        : Quoted.of(text) + ": expected a version (MAJOR.MINOR.PATCH) after " + op);
            }
            PubVersion v = version(m, text);
            rest = rest.substring(m.end());
            any = true;
            boolean lower = op.isEmpty() || op.startsWith(">");
            boolean upper = op.isEmpty() || op.startsWith("<");
            boolean inclusive = op.isEmpty() || op.endsWith("=");
            if (lower) {
                if (min == null || v.compareTo(min) > 0) {
                    min = v;
                    includeMin = inclusive;
                } else if (v.compareTo(min) == 0 && !inclusive) {
                    includeMin = false;
                }
            }
            if (upper) {
                if (max == null || v.compareTo(max) < 0) {
                    max = v;
                    includeMax = inclusive;
                } else if (v.compareTo(max) == 0 && !inclusive) {
                    includeMax = false;
                }
            }
        }
        if (!any) {
            throw new InvalidRequirementException("a pub constraint cannot be empty");
        }
        if (min != null && max != null && (min.compareTo(max) > 0
                || (min.compareTo(max) == 0 && !(includeMin && includeMax)))) {
            return range(List.of(new Clause<>(v -> false, null, null, null))); // pub's empty constraint
        }
        return between(min, includeMin, max, includeMax);
    }

    private RangeSpec<PubVersion> compatibleWith(String text) throws InvalidRequirementException {
        String rest = text.substring(1).strip();
        Matcher m = PubScheme.START.matcher(rest);
        if (!m.lookingAt()) {
            throw new InvalidRequirementException(Quoted.of(text) + ": expected a version (MAJOR.MINOR.PATCH) after ^");
        }
        if (m.end() != rest.length()) {
            throw new InvalidRequirementException(Quoted.of(text) + ": no other constraint may follow a ^ constraint");
        }
        PubVersion v = version(m, text);
        PubVersion breaking = v.major() == 0 ? new PubVersion(0, v.minor() + 1, 0, List.of(), List.of())
                : new PubVersion(v.major() + 1, 0, 0, List.of(), List.of());
        return range(List.of(Comparisons.of(Comparisons.Op.GE, v, scheme), belowFirstPrerelease(breaking)));
    }

    private RangeSpec<PubVersion> between(PubVersion min, boolean includeMin, PubVersion max, boolean includeMax) {
        List<Clause<PubVersion>> clauses = new ArrayList<>();
        if (min != null) {
            clauses.add(Comparisons.of(includeMin ? Comparisons.Op.GE : Comparisons.Op.GT, min, scheme));
        }
        if (max != null) {
            boolean excludesPrereleases = !includeMax && !max.isPrerelease() && max.build().isEmpty()
                    && (min == null || !min.isPrerelease() || !sameNumbers(min, max));
            clauses.add(excludesPrereleases ? belowFirstPrerelease(max)
                    : Comparisons.of(includeMax ? Comparisons.Op.LE : Comparisons.Op.LT, max, scheme));
        }
        return range(clauses);
    }

    /** {@code < V-0}: below V and all of V's pre-releases. */
    private Clause<PubVersion> belowFirstPrerelease(PubVersion release) {
        PubVersion first = new PubVersion(release.major(), release.minor(), release.patch(), List.of(0L), List.of());
        return new Clause<>(v -> v.compareTo(first) < 0, null, new Bound<>(first, false), null);
    }

    private static boolean sameNumbers(PubVersion a, PubVersion b) {
        return a.major() == b.major() && a.minor() == b.minor() && a.patch() == b.patch();
    }

    private RangeSpec<PubVersion> range(List<Clause<PubVersion>> clauses) {
        // Releases first; the range's pre-releases only when it holds no release (Version.prioritize).
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, clauses, candidate -> false)), false, true);
    }

    private static PubVersion version(Matcher m, String context) throws InvalidRequirementException {
        PubVersion v = PubScheme.of(m);
        if (v == null) {
            throw new InvalidRequirementException(Quoted.of(context) + ": a version number does not fit in 64 bits");
        }
        return v;
    }
}
