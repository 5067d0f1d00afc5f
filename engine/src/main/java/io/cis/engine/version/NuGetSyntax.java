package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;

/**
 * NuGet's version ranges as NuGet.Versioning reads them: interval notation ({@code [1.0,2.0)}, {@code (,1.0]},
 * {@code [1.0,)}, {@code [1.0]}), a bare version as a minimum ({@code 1.0} is {@code >= 1.0}), and floating versions
 * ({@code *}, {@code 1.*}, {@code 1.2.*}, {@code 1.0.0-*}, {@code 1.0.0-beta*}, {@code 1.*-*}).
 *
 * <p>As NuGet restores, a range without a float resolves to its lowest applicable version and a floating one to its
 * highest. Pre-releases are candidates when a bound is a pre-release or the float says {@code -*}; a float's label
 * prefix ({@code beta*}) is read as the floor {@code -beta}, the highest version above it then wins.
 */
final class NuGetSyntax implements RequirementSyntax<SemverVersion> {

    private final VersionScheme<SemverVersion> scheme;

    NuGetSyntax(VersionScheme<SemverVersion> scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        if (text.length() < 3 || text.charAt(0) != '[' || text.charAt(text.length() - 1) != ']'
                || text.indexOf(',') >= 0) {
            return null;
        }
        String inner = text.substring(1, text.length() - 1).strip();
        return scheme.parseOrNull(inner) != null ? inner : null;
    }

    @Override
    public RangeSpec<SemverVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        if (text.isEmpty()) {
            throw new InvalidRequirementException("a NuGet version range cannot be empty");
        }
        char first = text.charAt(0);
        if (first == '[' || first == '(') {
            return interval(text);
        }
        if (text.indexOf('*') >= 0) {
            return floating(text);
        }
        SemverVersion minimum = version(text);
        return spec(List.of(Comparisons.of(Comparisons.Op.GE, minimum, scheme)), PrereleasePolicy.ANY_ONCE_NAMED, true);
    }

    private RangeSpec<SemverVersion> interval(String text) throws InvalidRequirementException {
        char last = text.charAt(text.length() - 1);
        if (last != ']' && last != ')') {
            throw new InvalidRequirementException(Quoted.of(text) + " opens an interval but does not close it");
        }
        boolean lowInclusive = text.charAt(0) == '[';
        boolean highInclusive = last == ']';
        String inner = text.substring(1, text.length() - 1);
        String[] parts = inner.split(",", -1);
        if (parts.length > 2) {
            throw new InvalidRequirementException(Quoted.of(text) + " has more than two bounds");
        }
        if (parts.length == 1) {
            if (!lowInclusive || !highInclusive) {
                throw new InvalidRequirementException(Quoted.of(text) + ": a single version needs [ ]");
            }
            SemverVersion exact = version(parts[0].strip());
            return spec(List.of(Comparisons.of(Comparisons.Op.EQ, exact, scheme)), PrereleasePolicy.ANY_ONCE_NAMED,
                    true);
        }
        String low = parts[0].strip();
        String high = parts[1].strip();
        if (low.isEmpty() && high.isEmpty()) {
            throw new InvalidRequirementException(Quoted.of(text) + " has neither a lower nor an upper bound");
        }
        List<Clause<SemverVersion>> clauses = new ArrayList<>(2);
        boolean floats = low.endsWith("*");
        SemverVersion lowVersion = null;
        if (!low.isEmpty()) {
            lowVersion = floats ? floatFloor(low) : version(low);
            clauses.add(Comparisons.of(lowInclusive ? Comparisons.Op.GE : Comparisons.Op.GT, lowVersion, scheme));
        }
        if (!high.isEmpty()) {
            SemverVersion highVersion = version(high);
            if (lowVersion != null && lowVersion.compareTo(highVersion) > 0) {
                throw new InvalidRequirementException(Quoted.of(text) + ": the lower bound is above the upper bound");
            }
            clauses.add(Comparisons.of(highInclusive ? Comparisons.Op.LE : Comparisons.Op.LT, highVersion, scheme));
        }
        return spec(clauses, floats && low.contains("-") ? PrereleasePolicy.ALWAYS : PrereleasePolicy.ANY_ONCE_NAMED,
                !floats);
    }

    /** {@code *}, {@code 1.*}, {@code 1.2.*-*}, {@code 1.0.0-*}, {@code 1.0.0-beta*}. */
    private RangeSpec<SemverVersion> floating(String text) throws InvalidRequirementException {
        int dash = text.indexOf('-');
        String numbers = dash >= 0 ? text.substring(0, dash) : text;
        String label = dash >= 0 ? text.substring(dash + 1) : null;
        if (label != null && (!label.endsWith("*") || label.indexOf('*') != label.length() - 1)) {
            throw new InvalidRequirementException(Quoted.of(text) + ": a floating label ends in one '*'");
        }
        PrereleasePolicy policy = label != null ? PrereleasePolicy.ALWAYS : PrereleasePolicy.ANY_ONCE_NAMED;
        if (!numbers.endsWith("*")) {
            // 1.0.0-* or 1.0.0-beta*: the version with the label prefix is the floor.
            if (numbers.indexOf('*') >= 0) {
                throw new InvalidRequirementException(Quoted.of(text) + ": '*' may only end the version");
            }
            return spec(List.of(Comparisons.of(Comparisons.Op.GE, floatFloor(text), scheme)), policy, false);
        }
        if (label != null && !label.equals("*")) {
            throw new InvalidRequirementException(Quoted.of(text) + ": a floating version takes only '-*' as its label");
        }
        String prefix = numbers.substring(0, numbers.length() - 1);
        if (prefix.isEmpty()) {
            return spec(List.of(new Clause<>(v -> true, null, null, null)), policy, false);
        }
        if (!prefix.endsWith(".") || prefix.indexOf('*') >= 0) {
            throw new InvalidRequirementException(Quoted.of(text) + ": '*' stands for whole version parts");
        }
        SemverVersion base = version(prefix.substring(0, prefix.length() - 1));
        List<String> parts = base.release();
        if (parts.size() >= 4) {
            throw new InvalidRequirementException(Quoted.of(text) + ": a NuGet version has at most four parts");
        }
        List<String> bumped = new ArrayList<>(parts);
        int last = bumped.size() - 1;
        bumped.set(last, new java.math.BigInteger(bumped.get(last)).add(java.math.BigInteger.ONE).toString());
        SemverVersion low = new SemverVersion(parts, List.of());
        SemverVersion high = new SemverVersion(bumped, List.of());
        List<Clause<SemverVersion>> clauses = List.of(
                Comparisons.of(Comparisons.Op.GE, label != null ? lowestOf(low) : low, scheme),
                Comparisons.belowRelease(high, scheme));
        return spec(clauses, policy, false);
    }

    /** The floor a floating label stands for: {@code 1.0.0-beta*} is {@code 1.0.0-beta}, {@code 1.0.0-*} below all. */
    private SemverVersion floatFloor(String text) throws InvalidRequirementException {
        String stripped = text.substring(0, text.length() - 1);
        if (stripped.endsWith("-")) {
            return lowestOf(version(stripped.substring(0, stripped.length() - 1)));
        }
        if (stripped.indexOf('-') < 0) {
            throw new InvalidRequirementException(Quoted.of(text) + ": only a release label may float in a bound");
        }
        return version(stripped);
    }

    /** The lowest pre-release of a release: label {@code 0} (numeric identifiers sort first). */
    private static SemverVersion lowestOf(SemverVersion release) {
        return new SemverVersion(release.release(), List.of("0"));
    }

    private RangeSpec<SemverVersion> spec(List<Clause<SemverVersion>> clauses, PrereleasePolicy policy,
                                          boolean lowestApplicable) {
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, clauses, policy)), lowestApplicable);
    }

    private SemverVersion version(String text) throws InvalidRequirementException {
        SemverVersion version = scheme.parseOrNull(text);
        if (version == null) {
            throw new InvalidRequirementException(Quoted.of(text) + " is not a valid NuGet version");
        }
        return version;
    }
}
