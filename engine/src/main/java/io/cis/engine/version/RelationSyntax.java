package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Package-manager relations of the Linux distributions: a relation is an optional operator and a version, optionally
 * in parentheses as in a control file ({@code (>= 1.2-3)}); relations joined by {@code ,} must all hold and
 * alternatives are separated by {@code |}. A bare version is the relation {@code =}. Debian writes {@code << <= =
 * >= >>}; its obsolete {@code <} and {@code >} (which meant {@code <=} and {@code >=}) are refused, since a reader
 * used to other tools would take them as strict. rpm and apk write {@code < <= = >= >}.
 *
 * <p>The syntax is exclusive for its ecosystems: node's {@code ~} and {@code ^} mean nothing here (and {@code ~} is
 * part of versions), so text it cannot read is an error, never a node range.
 */
final class RelationSyntax<V extends Comparable<V>> implements RangeSyntax<V> {

    private static final Pattern ALTERNATIVES = Pattern.compile("\\|");
    private static final Pattern CONJUNCTION = Pattern.compile(",");
    private static final Pattern RELATION = Pattern.compile("\\(?\\s*([<>=]{0,2})\\s*([^\\s()<>=|,]+)\\s*\\)?");

    private static final Map<String, Comparisons.Op> DEBIAN = Map.of("<<", Comparisons.Op.LT, "<=", Comparisons.Op.LE,
            "=", Comparisons.Op.EQ, ">=", Comparisons.Op.GE, ">>", Comparisons.Op.GT);
    private static final Map<String, Comparisons.Op> PLAIN = Map.of("<", Comparisons.Op.LT, "<=", Comparisons.Op.LE,
            "=", Comparisons.Op.EQ, ">=", Comparisons.Op.GE, ">", Comparisons.Op.GT);

    private final VersionScheme<V> scheme;
    private final Map<String, Comparisons.Op> operators;

    private RelationSyntax(VersionScheme<V> scheme, Map<String, Comparisons.Op> operators) {
        this.scheme = scheme;
        this.operators = operators;
    }

    /** Debian's relations: {@code << <= = >= >>}. */
    static <V extends Comparable<V>> RelationSyntax<V> debian(VersionScheme<V> scheme) {
        return new RelationSyntax<>(scheme, DEBIAN);
    }

    /** rpm's and apk's relations: {@code < <= = >= >}. */
    static <V extends Comparable<V>> RelationSyntax<V> plain(VersionScheme<V> scheme) {
        return new RelationSyntax<>(scheme, PLAIN);
    }

    /** Every requirement except node's match-anything {@code *} and {@code x}, which stay with node syntax. */
    @Override
    public boolean claims(String text) {
        String stripped = text.strip();
        return !stripped.isEmpty() && !stripped.equals("*") && !stripped.equalsIgnoreCase("x");
    }

    @Override
    public boolean exclusive(String text) {
        return true;
    }

    @Override
    public RangeSpec<V> parse(String text) throws InvalidRequirementException {
        List<ComparatorSet<V>> sets = new ArrayList<>();
        for (String alternative : ALTERNATIVES.split(text, -1)) {
            List<Clause<V>> clauses = new ArrayList<>();
            for (String raw : CONJUNCTION.split(alternative, -1)) {
                clauses.add(clause(raw.strip()));
            }
            sets.add(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.SAME_RELEASE));
        }
        return new RangeSpec<>(sets);
    }

    private Clause<V> clause(String relation) throws InvalidRequirementException {
        Matcher m = RELATION.matcher(relation);
        if (relation.isEmpty() || !m.matches() || relation.startsWith("(") != relation.endsWith(")")) {
            throw new InvalidRequirementException(Quoted.of(relation) + " is not a relation in " + scheme.name()
                    + " syntax (an operator among " + String.join(" ", sortedOperators()) + " and a version)");
        }
        String operator = m.group(1).isEmpty() ? "=" : m.group(1);
        Comparisons.Op op = operators.get(operator);
        if (op == null) {
            String hint = operators == DEBIAN && (operator.equals("<") || operator.equals(">"))
                    ? "; Debian's obsolete '" + operator + "' is not accepted, write '" + operator + operator
                    + "' (strict) or '" + operator + "=' (or equal)"
                    : "";
            throw new InvalidRequirementException("operator '" + operator + "' is not a relation operator in "
                    + scheme.name() + " syntax (" + String.join(" ", sortedOperators()) + ")" + hint);
        }
        V version = scheme.parseOrNull(m.group(2));
        if (version == null) {
            throw new InvalidRequirementException(Quoted.of(m.group(2)) + " is not a valid " + scheme.name()
                    + " version");
        }
        return Comparisons.of(op, version, scheme);
    }

    private List<String> sortedOperators() {
        return operators == DEBIAN ? List.of("<<", "<=", "=", ">=", ">>") : List.of("<", "<=", "=", ">=", ">");
    }
}
