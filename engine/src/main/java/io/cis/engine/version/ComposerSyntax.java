package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Composer's constraints as composer/semver's {@code VersionParser::parseConstraints} reads them: alternatives joined
 * by {@code ||} (or {@code |}), constraints within one joined by a comma or a blank; each a wildcard ({@code *},
 * {@code 1.2.*}), a tilde ({@code ~1.2} is {@code >=1.2.0.0-dev <2.0.0.0-dev}), a caret ({@code ^0.3} is
 * {@code >=0.3.0.0-dev <0.4.0.0-dev}), a hyphen range ({@code 1.0 - 2.0} is {@code >=1.0.0.0-dev <2.1.0.0-dev}), or
 * an operator ({@code = == != <> < <= > >=}) and a version, optionally followed by a stability flag ({@code @beta}).
 * {@code ~>} is refused, as Composer refuses it.
 *
 * <p>Choosing a version, Composer keeps to the minimum stability: {@code stable} by default, lowered by a stability
 * flag or by a version the constraint names with one ({@code 2.0.0-beta1}); the same applies here.
 */
final class ComposerSyntax implements RequirementSyntax<ComposerVersion> {

    private static final Pattern OR = Pattern.compile("\\s*\\|\\|?\\s*");
    private static final Pattern AND = Pattern.compile("(?<!^|as|[=>< ,]) *(?<!-)[, ](?!-) *(?!,|as|$)");
    private static final Pattern ALIAS = Pattern.compile("^([^,\\s]++) ++as ++([^,\\s]++)$");
    private static final Pattern FLAG = Pattern.compile("^([^,\\s]*?)@(stable|RC|beta|alpha|dev)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ANY = Pattern.compile("^(v)?[xX*](\\.[xX*])*$", Pattern.CASE_INSENSITIVE);
    private static final String VERSION = "v?(\\d++)(?:\\.(\\d++))?(?:\\.(\\d++))?(?:\\.(\\d++))?"
            + ComposerScheme.MODIFIER + "(?:\\+[^\\s]+)?";
    private static final Pattern TILDE = Pattern.compile("^~>?" + VERSION + "$", Pattern.CASE_INSENSITIVE);
    private static final Pattern CARET = Pattern.compile("^\\^" + VERSION + "$", Pattern.CASE_INSENSITIVE);
    private static final Pattern X_RANGE = Pattern.compile("^v?(\\d++)(?:\\.(\\d++))?(?:\\.(\\d++))?(?:\\.[xX*])++$");
    private static final Pattern HYPHEN = Pattern.compile("^(\\S+) +- +(\\S+)$");
    private static final Pattern BASIC = Pattern.compile("^(<>|!=|>=?|<=?|==?)?\\s*(.*)$", Pattern.DOTALL);
    private static final Pattern HAS_MODIFIER = Pattern.compile("-" + ComposerScheme.MODIFIER + "$");
    private static final Pattern ANY_FLAG = Pattern.compile("^[^@]*?@(stable|RC|beta|alpha|dev)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SINGLE = Pattern.compile("^[^,\\s@]+$");

    private final ComposerScheme scheme;

    ComposerSyntax(ComposerScheme scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        if (!SINGLE.matcher(text).matches()) {
            return null;
        }
        String version = text.startsWith("==") ? text.substring(2) : text.startsWith("=") ? text.substring(1) : text;
        if (version.regionMatches(true, 0, "dev-", 0, 4)) {
            return version;
        }
        int first = version.startsWith("v") ? 1 : 0;
        boolean versionLike = version.length() > first && Digits.isDigit(version.charAt(first));
        return versionLike && ComposerScheme.normalize(version) != null && !X_RANGE.matcher(version).matches()
                ? version : null;
    }

    @Override
    public RangeSpec<ComposerVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        int minimum = minimumStability(text);
        Predicate<ComposerVersion> stable = v -> v.stability() <= minimum;
        List<ComparatorSet<ComposerVersion>> sets = new ArrayList<>();
        for (String alternative : OR.split(text, -1)) {
            List<Clause<ComposerVersion>> clauses = new ArrayList<>();
            String[] constraints = AND.split(alternative, -1);
            for (String constraint : constraints) {
                constraint(constraint, clauses);
            }
            sets.add(new ComparatorSet<>(scheme, clauses, stable));
        }
        return new RangeSpec<>(sets);
    }

    private void constraint(String raw, List<Clause<ComposerVersion>> out) throws InvalidRequirementException {
        String constraint = raw;
        Matcher alias = ALIAS.matcher(constraint);
        if (alias.matches()) {
            constraint = alias.group(1);
        }
        String modifier = null;
        Matcher flag = FLAG.matcher(constraint);
        if (flag.matches()) {
            constraint = flag.group(1).isEmpty() ? "*" : flag.group(1);
            if (!flag.group(2).equalsIgnoreCase("stable")) {
                modifier = flag.group(2);
            }
        }
        if (ANY.matcher(constraint).matches()) {
            out.add(new Clause<>(v -> true, null, null, null));
            return;
        }
        Matcher m = TILDE.matcher(constraint);
        if (m.matches()) {
            if (constraint.startsWith("~>")) {
                throw new InvalidRequirementException(Quoted.of(constraint)
                        + ": Composer has no '~>' operator (its tilde is '~')");
            }
            int position = m.group(4) != null ? 4 : m.group(3) != null ? 3 : m.group(2) != null ? 2 : 1;
            String low = normalized(constraint.substring(1) + (unqualified(m) ? "-dev" : ""), constraint);
            out.add(compare(">=", low));
            out.add(compare("<", bump(m, Math.max(1, position - 1)) + "-dev"));
            return;
        }
        m = CARET.matcher(constraint);
        if (m.matches()) {
            int position;
            if (!m.group(1).equals("0") || m.group(2) == null) {
                position = 1;
            } else if (!m.group(2).equals("0") || m.group(3) == null) {
                position = 2;
            } else {
                position = 3;
            }
            String low = normalized(constraint.substring(1) + (unqualified(m) ? "-dev" : ""), constraint);
            out.add(compare(">=", low));
            out.add(compare("<", bump(m, position) + "-dev"));
            return;
        }
        m = X_RANGE.matcher(constraint);
        if (m.matches()) {
            int position = m.group(3) != null ? 3 : m.group(2) != null ? 2 : 1;
            String low = pad(m, position, 0) + "-dev";
            if (!low.equals("0.0.0.0-dev")) {
                out.add(compare(">=", low));
            }
            out.add(compare("<", bump(m, position) + "-dev"));
            return;
        }
        m = HYPHEN.matcher(constraint);
        if (m.matches()) {
            hyphen(m.group(1), m.group(2), constraint, out);
            return;
        }
        m = BASIC.matcher(constraint);
        if (m.matches()) {
            String op = m.group(1) == null ? "=" : m.group(1);
            String written = m.group(2);
            String version = ComposerScheme.normalize(written);
            if (version == null || version.startsWith("dev-")) {
                throw new InvalidRequirementException(Quoted.of(constraint) + (version == null
                        ? " is not a Composer constraint"
                        : ": a branch matches only by its name, as the whole requirement"));
            }
            if (!op.equals("==") && !op.equals("=") && modifier != null
                    && ComposerScheme.stability(version) == ComposerVersion.STABLE) {
                version += "-" + modifier;
            } else if ((op.equals("<") || op.equals(">="))
                    && !HAS_MODIFIER.matcher(written.toLowerCase(Locale.ROOT)).find()) {
                version += "-dev";
            }
            out.add(compare(op, version));
            return;
        }
        throw new InvalidRequirementException(Quoted.of(constraint) + " is not a Composer constraint");
    }

    private void hyphen(String from, String to, String constraint, List<Clause<ComposerVersion>> out)
            throws InvalidRequirementException {
        Matcher low = CARET.matcher("^" + from);
        Matcher high = CARET.matcher("^" + to);
        if (!low.matches() || !high.matches()) {
            throw new InvalidRequirementException(Quoted.of(constraint) + " is not a Composer hyphen range");
        }
        out.add(compare(">=", normalized(from, constraint) + (unqualified(low) ? "-dev" : "")));
        boolean full = high.group(2) != null && high.group(3) != null;
        if (full || !unqualified(high)) {
            out.add(compare("<=", normalized(to, constraint)));
        } else {
            normalized(to, constraint);
            out.add(compare("<", bump(high, high.group(2) == null ? 1 : 2) + "-dev"));
        }
    }

    /** No stability word and no dev suffix. */
    private static boolean unqualified(Matcher m) {
        return empty(m.group(5)) && empty(m.group(7));
    }

    private static boolean empty(String group) {
        return group == null || group.isEmpty();
    }

    private static String normalized(String version, String constraint) throws InvalidRequirementException {
        String normalized = ComposerScheme.normalize(version);
        if (normalized == null) {
            throw new InvalidRequirementException(Quoted.of(constraint) + " names no valid Composer version");
        }
        return normalized;
    }

    /** {@code manipulateVersionString}: parts after {@code position} zeroed, the one at it plus one. */
    private static String bump(Matcher m, int position) {
        return manipulate(m, position, 1);
    }

    private static String pad(Matcher m, int position, int increment) {
        return manipulate(m, position, increment);
    }

    private static String manipulate(Matcher m, int position, int increment) {
        StringBuilder out = new StringBuilder();
        for (int i = 1; i <= 4; i++) {
            String group = i <= m.groupCount() ? m.group(i) : null;
            String part = group == null || group.isEmpty() ? "0" : group;
            BigInteger value = new BigInteger(part);
            if (i > position) {
                value = BigInteger.ZERO;
            } else if (i == position) {
                value = value.add(BigInteger.valueOf(increment));
            }
            out.append(i == 1 ? "" : ".").append(value);
        }
        return out.toString();
    }

    private Clause<ComposerVersion> compare(String op, String normalizedVersion) throws InvalidRequirementException {
        ComposerVersion bound = scheme.parseOrNull(normalizedVersion);
        if (bound == null) {
            throw new InvalidRequirementException(Quoted.of(normalizedVersion) + " is not a valid Composer version");
        }
        ComposerVersion named = bound.stability() != ComposerVersion.STABLE ? bound : null;
        return switch (op) {
            case "=", "==" -> new Clause<>(v -> v.compareTo(bound) == 0, new Bound<>(bound, true),
                    new Bound<>(bound, true), named);
            case "!=", "<>" -> new Clause<>(v -> v.compareTo(bound) != 0, null, null, named);
            case "<" -> new Clause<>(v -> v.compareTo(bound) < 0, null, new Bound<>(bound, false), named);
            case "<=" -> new Clause<>(v -> v.compareTo(bound) <= 0, null, new Bound<>(bound, true), named);
            case ">" -> new Clause<>(v -> v.compareTo(bound) > 0, new Bound<>(bound, false), null, named);
            case ">=" -> new Clause<>(v -> v.compareTo(bound) >= 0, new Bound<>(bound, true), null, named);
            default -> throw new InvalidRequirementException("unknown Composer operator " + Quoted.of(op));
        };
    }

    /**
     * The least stable stability the requirement allows: its stability flags, else the versions it names on their
     * own ({@code 2.0.0-beta1}), else stable, as Composer's root package loader infers it.
     */
    static int minimumStability(String requirement) {
        int flagged = -1;
        String[] alternatives = OR.split(requirement.strip(), -1);
        for (String constraint : alternatives) {
            Matcher flag = ANY_FLAG.matcher(constraint.strip());
            if (flag.matches()) {
                flagged = Math.max(flagged, rank(flag.group(1)));
            }
        }
        if (flagged >= 0) {
            return flagged;
        }
        int inferred = ComposerVersion.STABLE;
        for (String constraint : alternatives) {
            String version = constraint.strip().replaceFirst("^([^,\\s@]+) as .+$", "$1");
            if (SINGLE.matcher(version).matches()) {
                inferred = Math.max(inferred, ComposerScheme.stability(version));
            }
        }
        return inferred;
    }

    private static int rank(String stability) {
        return switch (stability.toLowerCase(Locale.ROOT)) {
            case "rc" -> ComposerVersion.RC;
            case "beta" -> ComposerVersion.BETA;
            case "alpha" -> ComposerVersion.ALPHA;
            case "dev" -> ComposerVersion.DEV;
            default -> ComposerVersion.STABLE;
        };
    }
}
