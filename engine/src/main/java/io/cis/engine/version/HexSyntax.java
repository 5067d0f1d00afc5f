package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Hex requirements as Elixir's {@code Version} reads them (a {@code mix.exs} dependency such as {@code "~> 1.4"}):
 * comparisons joined by {@code and} or by {@code or}, each an optional operator ({@code == != > >= < <= ~>}, the
 * old {@code !} for {@code !=}; none means {@code ==}) and a full version; only {@code ~>} takes a version without
 * its patch. {@code ~> X.Y} is {@code >= X.Y.0} below {@code X+1.0.0}, {@code ~> X.Y.Z} is {@code >= X.Y.Z} below
 * {@code X.Y+1.0}, never a pre-release of the upper bound. Mixing {@code and} with {@code or} in one requirement
 * is refused here: Elixir releases have grouped them differently, so no single reading would be safe.
 *
 * <p>Pre-releases: as Hex resolves ({@code allow_pre: false}), a pre-release candidate is accepted only when every
 * lower bound ({@code > >= ~>}) of its conjunction names a pre-release; membership alone follows
 * {@code Version.match?}'s default, which admits them.
 */
final class HexSyntax implements RequirementSyntax<SemverVersion> {

    private static final Pattern AND = Pattern.compile("\\s+and\\s+");
    private static final Pattern OR = Pattern.compile("\\s+or\\s+");
    private static final Pattern COMPARISON = Pattern.compile("\\s*(==|!=|>=|<=|~>|>|<|!)?\\s*(\\S+)\\s*");

    private final HexScheme scheme;

    HexSyntax(HexScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        Matcher m = COMPARISON.matcher(requirement);
        if (!m.matches() || (m.group(1) != null && !m.group(1).equals("=="))
                || scheme.parseOrNull(m.group(2)) == null) {
            return null;
        }
        return m.group(2);
    }

    @Override
    public RangeSpec<SemverVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        if (text.isEmpty()) {
            throw new InvalidRequirementException("a Hex requirement cannot be empty");
        }
        boolean hasAnd = AND.matcher(text).find();
        boolean hasOr = OR.matcher(text).find();
        if (hasAnd && hasOr) {
            throw new InvalidRequirementException(Quoted.of(text)
                    + " mixes 'and' with 'or'; write it as one kind of list");
        }
        List<ComparatorSet<SemverVersion>> sets = new ArrayList<>();
        if (hasOr) {
            for (String alternative : OR.split(text, -1)) {
                sets.add(set(List.of(alternative)));
            }
        } else {
            sets.add(set(List.of(AND.split(text, -1))));
        }
        return new RangeSpec<>(sets);
    }

    private ComparatorSet<SemverVersion> set(List<String> comparisons) throws InvalidRequirementException {
        List<Clause<SemverVersion>> clauses = new ArrayList<>();
        boolean lowerBoundsNamePre = true;
        for (String comparison : comparisons) {
            Matcher m = COMPARISON.matcher(comparison);
            if (!m.matches()) {
                throw new InvalidRequirementException(Quoted.of(comparison.strip())
                        + " is not a Hex comparison (an operator == != > >= < <= ~> and a version)");
            }
            String op = m.group(1) == null ? "==" : m.group(1).equals("!") ? "!=" : m.group(1);
            SemverVersion version = scheme.parse(m.group(2), op.equals("~>"));
            if (version == null) {
                throw new InvalidRequirementException(Quoted.of(m.group(2)) + " is not a Hex version (MAJOR.MINOR.PATCH"
                        + (op.equals("~>") ? ", or MAJOR.MINOR after ~>)" : ")"));
            }
            if (op.equals(">") || op.equals(">=") || op.equals("~>")) {
                lowerBoundsNamePre &= version.isPrerelease();
            }
            clauses.add(op.equals("~>") ? approximately(m.group(2), version, clauses) : clause(op, version));
        }
        boolean admitPre = lowerBoundsNamePre;
        return new ComparatorSet<>(scheme, clauses, candidate -> admitPre);
    }

    private Clause<SemverVersion> clause(String op, SemverVersion r) {
        return switch (op) {
            case "==" -> Comparisons.of(Comparisons.Op.EQ, r, scheme);
            case "!=" -> new Clause<>(v -> v.compareTo(r) != 0, null, null, r.isPrerelease() ? r : null);
            case ">" -> Comparisons.of(Comparisons.Op.GT, r, scheme);
            case ">=" -> Comparisons.of(Comparisons.Op.GE, r, scheme);
            case "<" -> Comparisons.of(Comparisons.Op.LT, r, scheme);
            case "<=" -> Comparisons.of(Comparisons.Op.LE, r, scheme);
            default -> throw new IllegalStateException("operator " + op);
        };
    }

    /** {@code ~>}: adds the lower bound to {@code clauses} and returns the upper one. */
    private Clause<SemverVersion> approximately(String operand, SemverVersion from, List<Clause<SemverVersion>> clauses) {
        List<String> release = from.release();
        boolean patchGiven = operand.split("[-+]", 2)[0].chars().filter(c -> c == '.').count() == 2;
        List<String> upper = patchGiven
                ? List.of(release.get(0), increment(release.get(1)), "0")
                : List.of(increment(release.get(0)), "0", "0");
        clauses.add(Comparisons.of(Comparisons.Op.GE, from, scheme));
        return Comparisons.belowRelease(new SemverVersion(upper, List.of()), scheme);
    }

    private static String increment(String number) {
        return new BigInteger(number).add(BigInteger.ONE).toString();
    }
}
