package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PEP 440 version specifiers ({@code >=1.0,!=1.3,<2}, {@code ~=1.4}, {@code ==1.4.*}, {@code !=1.3.*},
 * {@code ===x}) with the spec's exclusions: {@code <V} skips pre-releases of V's release, {@code >V} skips
 * post-releases and local versions of V's release, local labels are ignored unless {@code ==}/{@code !=} name one.
 * Pre-releases match when some specifier (other than {@code !=}) names a pre-release, or, as packaging's filter
 * and pip do, when no final release matches.
 */
final class Pep440Syntax implements RangeSyntax<Pep440Version> {

    private static final Pattern CLAUSE = Pattern.compile("(~=|===|==|!=|<=|>=|<|>)\\s*(\\S+)");
    private static final Pattern OPERATOR_START = Pattern.compile("\\s*(~=|===|==|!=|<=|>=|<|>).*", Pattern.DOTALL);
    // Operators node-semver does not have, local labels and ".*": text using them can only be PEP 440.
    private static final Pattern PEP440_ONLY = Pattern.compile("~=|==|!=|\\+|\\.\\*");
    private static final Pattern COMMA = Pattern.compile(",", Pattern.LITERAL);

    private final VersionScheme<Pep440Version> scheme;

    Pep440Syntax(VersionScheme<Pep440Version> scheme) {
        this.scheme = scheme;
    }

    @Override
    public boolean claims(String text) {
        if (text.isBlank()) {
            return true; // the empty specifier set: every version
        }
        for (String clause : COMMA.split(text, -1)) {
            if (!OPERATOR_START.matcher(clause).matches()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean exclusive(String text) {
        return PEP440_ONLY.matcher(text).find();
    }

    @Override
    public RangeSpec<Pep440Version> parse(String text) throws InvalidRequirementException {
        List<Clause<Pep440Version>> clauses = new ArrayList<>();
        for (String raw : text.isBlank() ? new String[0] : COMMA.split(text, -1)) {
            String specifier = raw.strip();
            Matcher m = CLAUSE.matcher(specifier);
            if (!m.matches()) {
                throw new InvalidRequirementException(Quoted.of(specifier) + " is not a PEP 440 specifier");
            }
            clauses.add(clause(m.group(1), m.group(2)));
        }
        // As packaging filters (and pip installs): pre-releases count once a specifier names one, or when no
        // final release matches at all.
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.ANY_ONCE_NAMED)),
                false, true);
    }

    private Clause<Pep440Version> clause(String op, String text) throws InvalidRequirementException {
        switch (op) {
            case "===": {
                // Arbitrary equality compares strings, so it also reaches versions PEP 440 cannot parse.
                Pep440Version v = scheme.parseOrNull(text);
                Pep440Version named = v != null && v.isPrerelease() ? v : null;
                return new Clause<>(c -> c.text().equalsIgnoreCase(text), null, null, named);
            }
            case "==":
            case "!=": {
                boolean equal = op.equals("==");
                if (text.endsWith(".*")) {
                    return prefixClause(equal, text);
                }
                Pep440Version v = version(text);
                Predicate<Pep440Version> same = v.hasLocal()
                        ? c -> c.compareTo(v) == 0
                        : c -> c.withoutLocal().compareTo(v) == 0;
                if (!equal) {
                    return new Clause<>(same.negate(), null, null, null);
                }
                // Without a local label, V+anything matches too, and sorts above V.
                Bound<Pep440Version> upper = v.hasLocal() ? new Bound<>(v, true) : new Bound<>(v.aboveLocals(), false);
                return new Clause<>(same, new Bound<>(v, true), upper, v.isPrerelease() ? v : null);
            }
            case "~=":
                return compatible(text);
            default:
                return ordered(op, text);
        }
    }

    private Clause<Pep440Version> prefixClause(boolean equal, String text) throws InvalidRequirementException {
        Pep440Version prefix = version(text.substring(0, text.length() - 2));
        if (prefix.isPrerelease() || prefix.isPostrelease() || prefix.hasLocal()) {
            throw new InvalidRequirementException(Quoted.of(text) + ": only release segments may precede '.*'");
        }
        Predicate<Pep440Version> matches = c -> hasPrefix(c, prefix);
        if (!equal) {
            return new Clause<>(matches.negate(), null, null, null);
        }
        // The lowest version with the prefix is its .dev0 (a dev release of a final sorts before its pre-releases).
        Pep440Version lowest = new Pep440Version(text, prefix.epoch(), prefix.release(), Pep440Version.NO_PRE, "", "",
                "0", List.of());
        return new Clause<>(matches, new Bound<>(lowest, true), new Bound<>(bumped(prefix), false), null);
    }

    // ~=1.4.5 is >=1.4.5 together with ==1.4.*
    private Clause<Pep440Version> compatible(String text) throws InvalidRequirementException {
        Pep440Version v = version(text);
        if (v.release().size() < 2) {
            throw new InvalidRequirementException(Quoted.of("~=" + text) + " needs at least two release segments, as in ~=1.4");
        }
        if (v.hasLocal()) {
            throw new InvalidRequirementException(Quoted.of("~=" + text) + ": local versions are not allowed with ~=");
        }
        Pep440Version prefix = new Pep440Version(text, v.epoch(), v.release().subList(0, v.release().size() - 1),
                Pep440Version.NO_PRE, "", "", "", List.of());
        return new Clause<>(c -> c.withoutLocal().compareTo(v) >= 0 && hasPrefix(c, prefix),
                new Bound<>(v, true), new Bound<>(bumped(prefix), false), v.isPrerelease() ? v : null);
    }

    private Clause<Pep440Version> ordered(String op, String text) throws InvalidRequirementException {
        Pep440Version v = version(text);
        if (v.hasLocal()) {
            throw new InvalidRequirementException(Quoted.of(op + text) + ": local versions are only allowed with == and !=");
        }
        Pep440Version named = v.isPrerelease() ? v : null;
        switch (op) {
            case "<=":
                return new Clause<>(c -> c.withoutLocal().compareTo(v) <= 0, null, new Bound<>(v.aboveLocals(), false),
                        named);
            case ">=":
                return new Clause<>(c -> c.withoutLocal().compareTo(v) >= 0, new Bound<>(v, true), null, named);
            case "<": {
                // "<V must not allow a pre-release of V unless V is itself one": nothing from V.dev0 up.
                Pep440Version earliest = new Pep440Version(text, v.epoch(), v.release(), v.preKind(), v.preNumber(),
                        v.post(), "0", List.of());
                return new Clause<>(c -> c.compareTo(v) < 0
                        && (v.isPrerelease() || !c.isPrerelease() || c.compareTo(earliest) < 0),
                        null, new Bound<>(v, false), named);
            }
            case ">":
                // ">V must not allow a post-release of V unless V is one, nor a local version of V".
                return new Clause<>(c -> c.compareTo(v) > 0
                        && (v.isPostrelease() || !c.isPostrelease() || postBase(c).compareTo(v) != 0)
                        && (!c.hasLocal() || c.withoutLocal().compareTo(v) != 0),
                        new Bound<>(v, false), null, named);
            default:
                throw new InvalidRequirementException("unknown PEP 440 operator '" + op + "'");
        }
    }

    /** The version a post-release is a post-release of: {@code 1.0.post1} is of {@code 1.0}, {@code 1.0a1.post0} of 1.0a1. */
    private static Pep440Version postBase(Pep440Version c) {
        return new Pep440Version(c.text(), c.epoch(), c.release(), c.preKind(), c.preNumber(), "", "", List.of());
    }

    private Pep440Version version(String text) throws InvalidRequirementException {
        Pep440Version v = scheme.parseOrNull(text);
        if (v == null) {
            throw new InvalidRequirementException(Quoted.of(text) + " is not a valid PEP 440 version");
        }
        return v;
    }

    /** Same epoch, and the release segment (zero-padded) starts with the prefix's release segment. */
    private static boolean hasPrefix(Pep440Version candidate, Pep440Version prefix) {
        if (Digits.compare(candidate.epoch(), prefix.epoch()) != 0) {
            return false;
        }
        List<String> release = candidate.release();
        List<String> wanted = prefix.release();
        for (int i = 0; i < wanted.size(); i++) {
            String part = i < release.size() ? release.get(i) : "0";
            if (!part.equals(wanted.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The first release after every version with this prefix: 1.4 -> 1.5. */
    private static Pep440Version bumped(Pep440Version prefix) {
        List<String> release = new ArrayList<>(prefix.release());
        int last = release.size() - 1;
        release.set(last, new BigInteger(release.get(last)).add(BigInteger.ONE).toString());
        return new Pep440Version(String.join(".", release), prefix.epoch(), release, Pep440Version.NO_PRE, "", "", "",
                List.of());
    }
}
