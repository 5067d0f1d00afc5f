package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;

/**
 * Hackage version ranges as Cabal's {@code build-depends} reads them: comparisons {@code == >= > <= <} and
 * {@code ^>=} with a version, {@code ==1.2.*} wildcards, sets ({@code =={1.2,1.3}}, {@code ^>={1.2,2.0}}),
 * {@code -any}, {@code -none}, joined by {@code &&} (binding tighter) and {@code ||}, with parentheses.
 * {@code ^>=1.2.3} is {@code >=1.2.3 && <1.3} (the PVP major version); {@code ==1.2.*} is {@code >=1.2 && <1.3}.
 * A bare version, as a purl writes it, names that version. Hackage has no pre-releases.
 */
final class HackageSyntax implements RequirementSyntax<HackageVersion> {

    /** Bounds the expansion of parenthesised ranges into alternatives. */
    private static final int MAX_ALTERNATIVES = 64;

    private final HackageScheme scheme;

    HackageSyntax(HackageScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        if (text.startsWith("==") && !text.contains("*") && !text.contains("{")) {
            text = text.substring(2).strip();
        }
        return scheme.parseOrNull(text) != null ? text : null;
    }

    @Override
    public RangeSpec<HackageVersion> parse(String requirement) throws InvalidRequirementException {
        Reader reader = new Reader(requirement);
        if (reader.atEnd()) {
            throw new InvalidRequirementException("a Hackage version range cannot be empty");
        }
        List<List<Clause<HackageVersion>>> alternatives = reader.bareVersion()
                ? List.of(List.of(Comparisons.of(Comparisons.Op.EQ, reader.version(), scheme)))
                : disjunction(reader);
        if (!reader.atEnd()) {
            throw reader.error("unexpected text");
        }
        List<ComparatorSet<HackageVersion>> sets = new ArrayList<>();
        for (List<Clause<HackageVersion>> clauses : alternatives) {
            sets.add(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.ALWAYS));
        }
        return new RangeSpec<>(sets);
    }

    private List<List<Clause<HackageVersion>>> disjunction(Reader reader) throws InvalidRequirementException {
        List<List<Clause<HackageVersion>>> result = new ArrayList<>(conjunction(reader));
        while (reader.take("||")) {
            result.addAll(conjunction(reader));
            limit(result.size(), reader);
        }
        return result;
    }

    private List<List<Clause<HackageVersion>>> conjunction(Reader reader) throws InvalidRequirementException {
        List<List<Clause<HackageVersion>>> result = atom(reader);
        while (reader.take("&&")) {
            List<List<Clause<HackageVersion>>> right = atom(reader);
            limit(result.size() * right.size(), reader);
            List<List<Clause<HackageVersion>>> product = new ArrayList<>();
            for (List<Clause<HackageVersion>> a : result) {
                for (List<Clause<HackageVersion>> b : right) {
                    List<Clause<HackageVersion>> both = new ArrayList<>(a);
                    both.addAll(b);
                    product.add(both);
                }
            }
            result = product;
        }
        return result;
    }

    private static void limit(int alternatives, Reader reader) throws InvalidRequirementException {
        if (alternatives > MAX_ALTERNATIVES) {
            throw reader.error("more than " + MAX_ALTERNATIVES + " alternatives");
        }
    }

    private List<List<Clause<HackageVersion>>> atom(Reader reader) throws InvalidRequirementException {
        if (reader.take("(")) {
            List<List<Clause<HackageVersion>>> inner = disjunction(reader);
            if (!reader.take(")")) {
                throw reader.error("expected )");
            }
            return inner;
        }
        if (reader.take("-any")) {
            return List.of(List.of());
        }
        if (reader.take("-none")) {
            return List.of(List.of(new Clause<>(v -> false, null, null, null)));
        }
        String op = reader.operator();
        if (op == null) {
            throw reader.error("expected an operator (== >= > <= < ^>=), -any, -none or (");
        }
        if ((op.equals("==") || op.equals("^>=")) && reader.take("{")) {
            List<List<Clause<HackageVersion>>> members = new ArrayList<>();
            do {
                members.add(single(op, reader.version()));
            } while (reader.take(","));
            if (!reader.take("}")) {
                throw reader.error("expected } after a version set");
            }
            return members;
        }
        if (op.equals("==")) {
            List<Integer> prefix = reader.wildcardPrefix();
            if (prefix != null) {
                return List.of(between(version(prefix), version(bumped(prefix, prefix.size()))));
            }
        }
        return List.of(single(op, reader.version()));
    }

    private List<Clause<HackageVersion>> single(String op, HackageVersion v) {
        return switch (op) {
            case "==" -> List.of(Comparisons.of(Comparisons.Op.EQ, v, scheme));
            case ">=" -> List.of(Comparisons.of(Comparisons.Op.GE, v, scheme));
            case ">" -> List.of(Comparisons.of(Comparisons.Op.GT, v, scheme));
            case "<=" -> List.of(Comparisons.of(Comparisons.Op.LE, v, scheme));
            case "<" -> List.of(Comparisons.of(Comparisons.Op.LT, v, scheme));
            case "^>=" -> between(v, majorUpperBound(v));
            default -> throw new IllegalStateException("operator " + op);
        };
    }

    private List<Clause<HackageVersion>> between(HackageVersion low, HackageVersion high) {
        return List.of(Comparisons.of(Comparisons.Op.GE, low, scheme), Comparisons.of(Comparisons.Op.LT, high, scheme));
    }

    /** Cabal's {@code majorUpperBound}: {@code A} becomes {@code A.1}, {@code A.B...} becomes {@code A.(B+1)}. */
    private static HackageVersion majorUpperBound(HackageVersion v) {
        return v.size() == 1 ? new HackageVersion(new int[] {v.part(0), 1})
                : new HackageVersion(new int[] {v.part(0), v.part(1) + 1});
    }

    private static List<Integer> bumped(List<Integer> prefix, int keep) {
        List<Integer> result = new ArrayList<>(prefix.subList(0, keep));
        result.set(keep - 1, result.get(keep - 1) + 1);
        return result;
    }

    private static HackageVersion version(List<Integer> parts) {
        int[] array = new int[parts.size()];
        for (int i = 0; i < array.length; i++) {
            array[i] = parts.get(i);
        }
        return new HackageVersion(array);
    }

    /** Reads tokens from the range text, blanks skipped. */
    private final class Reader {
        private final String text;
        private int at;

        Reader(String text) {
            this.text = text;
        }

        private void skip() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        boolean atEnd() {
            skip();
            return at >= text.length();
        }

        boolean take(String token) {
            skip();
            if (text.startsWith(token, at)) {
                at += token.length();
                return true;
            }
            return false;
        }

        String operator() {
            for (String op : new String[] {"^>=", "==", ">=", "<=", ">", "<"}) {
                if (take(op)) {
                    return op;
                }
            }
            return null;
        }

        /** Whether the whole text is one version, as a purl writes it. */
        boolean bareVersion() {
            return scheme.parseOrNull(text.strip()) != null;
        }

        private String word() {
            skip();
            int start = at;
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '.'
                    || text.charAt(at) == '*' || text.charAt(at) == '-')) {
                at++;
            }
            return text.substring(start, at);
        }

        HackageVersion version() throws InvalidRequirementException {
            String word = word();
            HackageVersion v = scheme.parseOrNull(word);
            if (v == null) {
                throw new InvalidRequirementException(Quoted.of(word) + " is not a Hackage version (numbers"
                        + " separated by dots, no leading zeros) in " + Quoted.of(text));
            }
            return v;
        }

        /** The numbers before {@code .*} when the next word is a wildcard version, else {@code null} (nothing read). */
        List<Integer> wildcardPrefix() throws InvalidRequirementException {
            int start = at;
            String word = word();
            if (!word.endsWith(".*")) {
                at = start;
                return null;
            }
            HackageVersion prefix = scheme.parseOrNull(word.substring(0, word.length() - 2));
            if (prefix == null) {
                throw new InvalidRequirementException(Quoted.of(word) + " is not a Hackage wildcard (1.2.*) in "
                        + Quoted.of(text));
            }
            List<Integer> parts = new ArrayList<>();
            for (int part : prefix.parts()) {
                parts.add(part);
            }
            return parts;
        }

        InvalidRequirementException error(String what) {
            skip();
            return new InvalidRequirementException(Quoted.of(text) + " is not a Hackage version range: " + what
                    + (at < text.length() ? " at " + Quoted.of(text.substring(at)) : " at the end"));
        }
    }
}
