package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.artifact.versioning.ArtifactVersion;
import org.apache.maven.artifact.versioning.InvalidVersionSpecificationException;
import org.apache.maven.artifact.versioning.Restriction;
import org.apache.maven.artifact.versioning.VersionRange;

/**
 * Maven range syntax ({@code [1.0,2.0)}, {@code [1.0,)}, {@code (,1.0]}, {@code [1.0]}, unions
 * {@code [1,2),[3,4)}), parsed by maven-artifact and evaluated in {@link MavenScheme} order. As Maven does, a range
 * contains every version between its bounds, pre-releases included ({@code [1.0,2.0)} contains {@code 2.0-alpha-1}).
 */
final class MavenRangeSyntax implements RangeSyntax<MavenVersion> {

    private final VersionScheme<MavenVersion> scheme;

    MavenRangeSyntax(VersionScheme<MavenVersion> scheme) {
        this.scheme = scheme;
    }

    @Override
    public boolean claims(String text) {
        String t = text.strip();
        return !t.isEmpty() && (t.charAt(0) == '[' || t.charAt(0) == '(');
    }

    @Override
    public boolean exclusive(String text) {
        return claims(text);
    }

    @Override
    public RangeSpec<MavenVersion> parse(String text) throws InvalidRequirementException {
        VersionRange range;
        try {
            // Maven reads a spec with a leading blank as a plain version, so strip first.
            range = VersionRange.createFromVersionSpec(text.strip());
        } catch (InvalidVersionSpecificationException e) {
            throw new InvalidRequirementException("invalid Maven range: " + e.getMessage());
        }
        List<ComparatorSet<MavenVersion>> sets = new ArrayList<>();
        for (Restriction restriction : range.getRestrictions()) {
            List<Clause<MavenVersion>> clauses = new ArrayList<>(2);
            if (restriction.getLowerBound() != null) {
                clauses.add(Comparisons.of(restriction.isLowerBoundInclusive() ? Comparisons.Op.GE : Comparisons.Op.GT,
                        bound(restriction.getLowerBound()), scheme));
            }
            if (restriction.getUpperBound() != null) {
                clauses.add(Comparisons.of(restriction.isUpperBoundInclusive() ? Comparisons.Op.LE : Comparisons.Op.LT,
                        bound(restriction.getUpperBound()), scheme));
            }
            // Maven's own rule (Restriction.containsVersion): every version between the bounds, whatever its
            // qualifier; Maven's resolver picks the highest of them, alpha or SNAPSHOT included.
            sets.add(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.ALWAYS));
        }
        if (sets.isEmpty()) {
            throw new InvalidRequirementException("Maven range " + Quoted.of(text) + " has no restriction");
        }
        return new RangeSpec<>(sets);
    }

    private MavenVersion bound(ArtifactVersion version) throws InvalidRequirementException {
        MavenVersion parsed = scheme.parseOrNull(version.toString());
        if (parsed == null) {
            throw new InvalidRequirementException("invalid Maven range bound " + Quoted.of(version.toString()));
        }
        return parsed;
    }
}
