package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * RubyGems' requirements ({@code Gem::Requirement}): one or more constraints separated by commas, as a Gemfile or a
 * gemspec lists them ({@code ~> 5.2, >= 5.2.1}), each an optional operator ({@code = != > < >= <= ~>}; none means
 * {@code =}), blanks allowed around it, and a version. {@code ~> X} is {@code >= X} with the release below
 * {@code X}'s bump ({@code ~> 5.2} is {@code >= 5.2, < 6}; {@code ~> 5.2.1} is {@code >= 5.2.1, < 5.3}). As
 * {@code gem install} does, pre-releases are candidates only when a constraint names a pre-release.
 */
final class GemSyntax implements RequirementSyntax<GemVersion> {

    private static final Pattern CONSTRAINT = Pattern.compile(
            "\\s*(=|!=|>=|<=|>|<|~>)?\\s*([0-9]+(?:\\.[0-9a-zA-Z]+)*(?:-[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*)?)\\s*");

    private final GemScheme scheme;

    GemSyntax(GemScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        if (requirement.indexOf(',') >= 0) {
            return null;
        }
        Matcher m = CONSTRAINT.matcher(requirement);
        return m.matches() && (m.group(1) == null || m.group(1).equals("=")) ? m.group(2) : null;
    }

    @Override
    public RangeSpec<GemVersion> parse(String requirement) throws InvalidRequirementException {
        List<Clause<GemVersion>> clauses = new ArrayList<>();
        for (String constraint : requirement.split(",", -1)) {
            Matcher m = CONSTRAINT.matcher(constraint);
            if (!m.matches()) {
                throw new InvalidRequirementException(Quoted.of(constraint.strip())
                        + " is not a RubyGems requirement (an operator = != > < >= <= ~> and a version)");
            }
            GemVersion version = scheme.parseOrNull(m.group(2));
            clauses.add(clause(m.group(1) == null ? "=" : m.group(1), version));
        }
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.ANY_ONCE_NAMED)));
    }

    private Clause<GemVersion> clause(String op, GemVersion r) {
        GemVersion named = r.prerelease() ? r : null;
        return switch (op) {
            case "=" -> new Clause<>(v -> v.compareTo(r) == 0, new Bound<>(r, true), new Bound<>(r, true), named);
            case "!=" -> new Clause<>(v -> v.compareTo(r) != 0, null, null, named);
            case ">" -> new Clause<>(v -> v.compareTo(r) > 0, new Bound<>(r, false), null, named);
            case "<" -> new Clause<>(v -> v.compareTo(r) < 0, null, new Bound<>(r, false), named);
            case ">=" -> new Clause<>(v -> v.compareTo(r) >= 0, new Bound<>(r, true), null, named);
            case "<=" -> new Clause<>(v -> v.compareTo(r) <= 0, null, new Bound<>(r, true), named);
            case "~>" -> {
                GemVersion bump = scheme.bump(r);
                // Gem compares the candidate's release (pre-release words dropped) with the bump.
                yield new Clause<>(v -> v.compareTo(r) >= 0 && scheme.release(v).compareTo(bump) < 0,
                        new Bound<>(r, true), new Bound<>(bump, false), named);
            }
            default -> throw new IllegalStateException("operator " + op);
        };
    }
}
