package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * node-semver range syntax ({@code ^1.2}, {@code ~1.2.3}, {@code >=1.0 <2.0}, {@code >=1.0,<2.0}, {@code 1.x},
 * {@code 1.2 - 1.4}, {@code a || b}) compiled into clauses over any scheme, so Maven and PEP 440 versions are
 * compared in their own order rather than coerced to semver. Partial versions desugar as node does; an operand
 * that is not a partial ({@code 2.5.2.RELEASE}, {@code 1.0a1}, {@code 1.2.3.4}) is parsed by the scheme as is.
 */
final class NodeRangeSyntax {

    private static final Pattern OR = Pattern.compile("\\|\\|");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s,]+");
    private static final Pattern OPERATOR_ONLY = Pattern.compile("<=|>=|<|>|==|=|~>|~|\\^");
    private static final String IDENTIFIERS = "[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*";
    private static final Pattern PARTIAL = Pattern.compile("(\\d+|[xX*])(?:\\.(\\d+|[xX*]))?(?:\\.(\\d+|[xX*]))?"
            + "(?:-(" + IDENTIFIERS + "))?(?:\\+(" + IDENTIFIERS + "))?");
    private static final Pattern BUILD = Pattern.compile("\\+[0-9A-Za-z.-]*");
    private static final Pattern LEADING_ZERO = Pattern.compile("(?<![0-9A-Za-z-])0[0-9]");
    private static final Pattern LEADING_NUMBERS = Pattern.compile("(\\d+)(?:\\.(\\d+))?(?:\\.(\\d+))?");

    private NodeRangeSyntax() {
    }

    static <V extends Comparable<V>> RangeSpec<V> parse(String text, VersionScheme<V> scheme)
            throws InvalidRequirementException {
        return parse(text, scheme, false);
    }

    /**
     * @param semverNumbers whether numbers follow SemVer's rule of no leading zeros (npm and the other semver
     *                      ecosystems); elsewhere {@code 2023.01} is an ordinary version
     */
    static <V extends Comparable<V>> RangeSpec<V> parse(String text, VersionScheme<V> scheme, boolean semverNumbers)
            throws InvalidRequirementException {
        if (semverNumbers && LEADING_ZERO.matcher(BUILD.matcher(text).replaceAll("")).find()) {
            throw new InvalidRequirementException(Quoted.of(text) + " has a number with a leading zero");
        }
        String[] alternatives = OR.split(text.strip(), -1);
        List<ComparatorSet<V>> sets = new ArrayList<>(alternatives.length);
        for (String alternative : alternatives) {
            // node-semver reads an empty alternative (and an empty range) as "*".
            List<Clause<V>> clauses = alternative.isBlank() ? List.of() : parseSet(alternative, scheme);
            sets.add(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.SAME_RELEASE));
        }
        return new RangeSpec<>(sets);
    }

    private static <V extends Comparable<V>> List<Clause<V>> parseSet(String text, VersionScheme<V> scheme)
            throws InvalidRequirementException {
        List<String> tokens = tokens(text);
        List<Clause<V>> clauses = new ArrayList<>();
        if (tokens.size() == 3 && tokens.get(1).equals("-")) {
            Operand<V> from = operand(stripPrefix(tokens.get(0)), scheme);
            Operand<V> to = operand(stripPrefix(tokens.get(2)), scheme);
            hyphen(from, to, scheme, clauses);
            return clauses;
        }
        for (String token : tokens) {
            if (token.equals("-")) {
                throw new InvalidRequirementException("a hyphen range needs exactly one version on each side of ' - '");
            }
            comparator(token, scheme, clauses);
        }
        return clauses;
    }

    /** Splits on whitespace and commas, re-attaching an operator written apart from its version ({@code >= 1.2}). */
    private static List<String> tokens(String text) throws InvalidRequirementException {
        List<String> tokens = new ArrayList<>();
        String pending = "";
        for (String piece : SEPARATORS.split(text.strip())) {
            if (piece.isEmpty()) {
                continue;
            }
            if (OPERATOR_ONLY.matcher(piece).matches()) {
                pending += piece;
                continue;
            }
            tokens.add(pending + piece);
            pending = "";
        }
        if (!pending.isEmpty()) {
            throw new InvalidRequirementException("operator " + Quoted.of(pending) + " is not followed by a version");
        }
        return tokens;
    }

    private enum Kind { PLAIN, LT, LE, GT, GE, EQ, TILDE, CARET }

    private static <V extends Comparable<V>> void comparator(String token, VersionScheme<V> scheme,
                                                             List<Clause<V>> out) throws InvalidRequirementException {
        Kind kind;
        int length;
        if (token.startsWith(">=")) {
            kind = Kind.GE;
            length = 2;
        } else if (token.startsWith("<=")) {
            kind = Kind.LE;
            length = 2;
        } else if (token.startsWith("~>")) {
            kind = Kind.TILDE;
            length = 2;
        } else if (token.startsWith(">")) {
            kind = Kind.GT;
            length = 1;
        } else if (token.startsWith("<")) {
            kind = Kind.LT;
            length = 1;
        } else if (token.startsWith("=")) {
            kind = Kind.EQ;
            length = 1;
        } else if (token.startsWith("~")) {
            kind = Kind.TILDE;
            length = 1;
        } else if (token.startsWith("^")) {
            kind = Kind.CARET;
            length = 1;
        } else {
            kind = Kind.PLAIN;
            length = 0;
        }
        String rest = stripPrefix(token.substring(length));
        if (rest.isEmpty()) {
            throw new InvalidRequirementException("operator " + Quoted.of(token) + " is not followed by a version");
        }
        if ("<>=~^".indexOf(rest.charAt(0)) >= 0) {
            throw new InvalidRequirementException(Quoted.of(token) + " has an operator node-semver does not know");
        }
        Operand<V> operand = operand(rest, scheme);
        switch (kind) {
            case PLAIN:
            case EQ:
                equal(operand, scheme, out);
                break;
            case GT:
                if (operand.exact != null) {
                    out.add(Comparisons.of(Comparisons.Op.GT, operand.exact, scheme));
                } else if (operand.size() == 0) {
                    out.add(Clause.nothing());
                } else {
                    out.add(Comparisons.of(Comparisons.Op.GE, operand.bumped(operand.size(), scheme), scheme));
                }
                break;
            case GE:
                if (operand.exact != null) {
                    out.add(Comparisons.of(Comparisons.Op.GE, operand.exact, scheme));
                } else if (operand.size() > 0) {
                    out.add(Comparisons.of(Comparisons.Op.GE, operand.padded(scheme), scheme));
                }
                break;
            case LT:
                if (operand.exact != null) {
                    out.add(Comparisons.of(Comparisons.Op.LT, operand.exact, scheme));
                } else if (operand.size() == 0) {
                    out.add(Clause.nothing());
                } else {
                    out.add(Comparisons.belowRelease(operand.padded(scheme), scheme));
                }
                break;
            case LE:
                if (operand.exact != null) {
                    out.add(Comparisons.of(Comparisons.Op.LE, operand.exact, scheme));
                } else if (operand.size() > 0) {
                    out.add(Comparisons.belowRelease(operand.bumped(operand.size(), scheme), scheme));
                }
                break;
            case TILDE:
                lowerOf(operand, scheme, out);
                if (operand.size() > 0) {
                    int keep = Math.min(operand.size(), 2);
                    out.add(Comparisons.belowRelease(operand.bumped(keep, scheme), scheme));
                }
                break;
            case CARET:
                lowerOf(operand, scheme, out);
                caretUpper(operand, scheme, out);
                break;
            default:
                throw new IllegalStateException("kind " + kind);
        }
    }

    private static <V extends Comparable<V>> void equal(Operand<V> operand, VersionScheme<V> scheme,
                                                        List<Clause<V>> out) throws InvalidRequirementException {
        if (operand.exact != null) {
            out.add(Comparisons.of(Comparisons.Op.EQ, operand.exact, scheme));
        } else if (operand.size() > 0) {
            // 1.2 means 1.2.x: >=1.2.0 <1.3.0-0
            out.add(Comparisons.of(Comparisons.Op.GE, operand.padded(scheme), scheme));
            out.add(Comparisons.belowRelease(operand.bumped(operand.size(), scheme), scheme));
        }
    }

    private static <V extends Comparable<V>> void lowerOf(Operand<V> operand, VersionScheme<V> scheme,
                                                          List<Clause<V>> out) throws InvalidRequirementException {
        if (operand.exact != null) {
            out.add(Comparisons.of(Comparisons.Op.GE, operand.exact, scheme));
        } else if (operand.size() > 0) {
            out.add(Comparisons.of(Comparisons.Op.GE, operand.padded(scheme), scheme));
        }
    }

    // ^ allows changes that keep the left-most non-zero component (of those written).
    private static <V extends Comparable<V>> void caretUpper(Operand<V> operand, VersionScheme<V> scheme,
                                                             List<Clause<V>> out) throws InvalidRequirementException {
        int size = operand.size();
        if (size == 0) {
            return;
        }
        int keep;
        if (size == 1 || operand.numbers.get(0).signum() > 0) {
            keep = 1;
        } else if (size == 2 || operand.numbers.get(1).signum() > 0) {
            keep = 2;
        } else {
            keep = 3;
        }
        out.add(Comparisons.belowRelease(operand.bumped(keep, scheme), scheme));
    }

    private static <V extends Comparable<V>> void hyphen(Operand<V> from, Operand<V> to, VersionScheme<V> scheme,
                                                         List<Clause<V>> out) throws InvalidRequirementException {
        lowerOf(from, scheme, out);
        if (to.exact != null) {
            out.add(Comparisons.of(Comparisons.Op.LE, to.exact, scheme));
        } else if (to.size() > 0) {
            out.add(Comparisons.belowRelease(to.bumped(to.size(), scheme), scheme));
        }
    }

    /** Node accepts {@code [v=\s]*} before a version. */
    private static String stripPrefix(String text) {
        int i = 0;
        while (i < text.length() && (text.charAt(i) == '=' || Character.isWhitespace(text.charAt(i)))) {
            i++;
        }
        String rest = text.substring(i);
        if (rest.length() > 1 && (rest.charAt(0) == 'v' || rest.charAt(0) == 'V') && Digits.isDigit(rest.charAt(1))) {
            rest = rest.substring(1);
        }
        return rest;
    }

    private static <V extends Comparable<V>> Operand<V> operand(String text, VersionScheme<V> scheme)
            throws InvalidRequirementException {
        // A lenient scheme (the generic one skips punctuation) would read "!=1.0" or "[1.0" as the version 1.0:
        // an operand starts with a letter or a digit, or it is an operator node-semver does not have.
        if (text.isEmpty() || !Character.isLetterOrDigit(text.charAt(0)) && "*".indexOf(text.charAt(0)) < 0) {
            throw new InvalidRequirementException(Quoted.of(text) + " starts with "
                    + (text.isEmpty() ? "nothing" : Quoted.of(text.substring(0, 1)))
                    + ", which is no operator of node-semver ranges");
        }
        Matcher partial = PARTIAL.matcher(text);
        if (partial.matches()) {
            List<BigInteger> numbers = new ArrayList<>(3);
            boolean wildcard = false;
            for (int group = 1; group <= 3; group++) {
                String component = partial.group(group);
                if (component == null) {
                    break;
                }
                if (!Digits.isAllDigits(component)) {
                    wildcard = true;
                } else if (wildcard) {
                    throw new InvalidRequirementException(Quoted.of(text) + ": a number cannot follow a wildcard");
                } else {
                    numbers.add(new BigInteger(component));
                }
            }
            if (numbers.size() == 3) {
                return new Operand<>(numbers, version(text, scheme));
            }
            // node drops the pre-release of an x-range and ignores build metadata on any partial (1.x+build).
            boolean qualified = partial.group(4) != null || partial.group(5) != null;
            if (!qualified || wildcard || partial.group(4) == null) {
                return new Operand<>(numbers, null);
            }
        }
        // Not node's X.Y.Z grammar: a version of the ecosystem itself, bounded by its leading numbers for ~ and ^.
        V exact = version(text, scheme);
        List<BigInteger> numbers = new ArrayList<>(3);
        Matcher leading = LEADING_NUMBERS.matcher(text);
        if (leading.lookingAt()) {
            for (int group = 1; group <= 3 && leading.group(group) != null; group++) {
                numbers.add(new BigInteger(leading.group(group)));
            }
        }
        return new Operand<>(numbers, exact);
    }

    private static <V extends Comparable<V>> V version(String text, VersionScheme<V> scheme)
            throws InvalidRequirementException {
        V version = scheme.parseOrNull(text);
        if (version == null) {
            throw new InvalidRequirementException(Quoted.of(text) + " is not a valid " + scheme.name() + " version");
        }
        return version;
    }

    /**
     * One side of a comparator: the leading concrete numbers (up to three; fewer for a partial such as
     * {@code 1.x}) and, unless the operand is a partial, the full version as the scheme parses it.
     */
    private static final class Operand<V extends Comparable<V>> {
        final List<BigInteger> numbers;
        final V exact;

        Operand(List<BigInteger> numbers, V exact) {
            this.numbers = List.copyOf(numbers);
            this.exact = exact;
        }

        int size() {
            return numbers.size();
        }

        /** The written numbers padded with zeros: {@code 1.2} -> {@code 1.2.0}. */
        V padded(VersionScheme<V> scheme) throws InvalidRequirementException {
            return join(numbers, scheme);
        }

        /** The first {@code keep} numbers with the last one incremented, zeros after: (1.2.3, 2) -> 1.3.0. */
        V bumped(int keep, VersionScheme<V> scheme) throws InvalidRequirementException {
            List<BigInteger> result = new ArrayList<>(numbers.subList(0, keep));
            result.set(keep - 1, result.get(keep - 1).add(BigInteger.ONE));
            return join(result, scheme);
        }

        private static <V extends Comparable<V>> V join(List<BigInteger> parts, VersionScheme<V> scheme)
                throws InvalidRequirementException {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < 3; i++) {
                if (i > 0) {
                    text.append('.');
                }
                text.append(i < parts.size() ? parts.get(i) : BigInteger.ZERO);
            }
            return version(text.toString(), scheme);
        }
    }
}
