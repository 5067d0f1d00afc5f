package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * CRAN requirements as a {@code DESCRIPTION} file writes a version requirement ({@code Imports: png (>= 0.1-9)}), as
 * R's {@code tools:::.split_op_version} and {@code R CMD check} read it: an operator among {@code < <= > >= == !=}, at
 * least one blank, and a version, optionally in parentheses; several, joined by commas, must all hold (a
 * {@code DESCRIPTION} may list a package twice: {@code png (>= 0.1-3), png (< 0.1-9)}). A bare version, as a purl
 * writes it, names that version. R has no {@code ~}, {@code ^}, {@code =}, {@code ||} or ranges; {@code >=0.1} without
 * the blank is refused as R refuses it.
 */
final class CranSyntax implements RequirementSyntax<CranVersion> {

    private static final Pattern COMMA = Pattern.compile(",");
    private static final Pattern RELATION = Pattern.compile("\\s*([<>=!]+)\\s+(\\S+)\\s*");

    private final CranScheme scheme;

    CranSyntax(CranScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        if (scheme.parseOrNull(text) != null) {
            return text;
        }
        String inner = unwrap(text);
        Matcher m = inner == null ? null : RELATION.matcher(inner);
        return m != null && m.matches() && m.group(1).equals("==") && scheme.parseOrNull(m.group(2)) != null
                ? m.group(2) : null;
    }

    @Override
    public RangeSpec<CranVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        if (text.isEmpty()) {
            throw new InvalidRequirementException("a CRAN requirement cannot be empty");
        }
        List<Clause<CranVersion>> clauses = new ArrayList<>();
        for (String relation : COMMA.split(text, -1)) {
            clauses.add(clause(relation.strip()));
        }
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.ALWAYS)));
    }

    private Clause<CranVersion> clause(String relation) throws InvalidRequirementException {
        String inner = unwrap(relation);
        Matcher m = inner == null ? null : RELATION.matcher(inner);
        if (m == null || !m.matches()) {
            throw new InvalidRequirementException(Quoted.of(relation) + " is not an R version requirement"
                    + " (an operator among < <= > >= == !=, a blank and a version, as in '(>= 1.2-3)')");
        }
        CranVersion version = scheme.parseOrNull(m.group(2));
        if (version == null) {
            throw new InvalidRequirementException(Quoted.of(m.group(2)) + " is not an R package version"
                    + " (two or more numbers separated by '.' or '-')");
        }
        return switch (m.group(1)) {
            case "<" -> Comparisons.of(Comparisons.Op.LT, version, scheme);
            case "<=" -> Comparisons.of(Comparisons.Op.LE, version, scheme);
            case ">" -> Comparisons.of(Comparisons.Op.GT, version, scheme);
            case ">=" -> Comparisons.of(Comparisons.Op.GE, version, scheme);
            case "==" -> Comparisons.of(Comparisons.Op.EQ, version, scheme);
            case "!=" -> new Clause<>(v -> v.compareTo(version) != 0, null, null, null);
            default -> throw new InvalidRequirementException("operator '" + m.group(1)
                    + "' is not an R version operator (< <= > >= == !=)");
        };
    }

    /** The text inside one pair of parentheses, the text itself without them, or {@code null} if unbalanced. */
    private static String unwrap(String text) {
        boolean open = text.startsWith("(");
        boolean close = text.endsWith(")");
        if (open != close) {
            return null;
        }
        String inner = open ? text.substring(1, text.length() - 1) : text;
        return inner.indexOf('(') >= 0 || inner.indexOf(')') >= 0 ? null : inner;
    }
}
