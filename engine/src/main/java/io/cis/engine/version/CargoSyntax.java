package io.cis.engine.version;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cargo's requirements as the {@code semver} crate reads them: comparators joined by commas (all must hold), each an
 * optional operator ({@code = > >= < <= ~ ^}; none means {@code ^}) and a version that may be partial
 * ({@code 1}, {@code 1.2}) or end in a wildcard ({@code 1.*}, {@code 1.2.x}); {@code *} alone matches every release.
 * There is no {@code ||}, no hyphen range and no {@code ~>}. A pre-release matches only when a comparator names a
 * pre-release of the same {@code MAJOR.MINOR.PATCH}, as in node-semver.
 */
final class CargoSyntax implements RequirementSyntax<SemverVersion> {

    /** The crate refuses requirements with more comparators than this. */
    private static final int MAX_COMPARATORS = 32;
    private static final Pattern COMPARATOR = Pattern.compile(
            "(=|>=|>|<=|<|~|\\^)?\\s*([0-9]+|[*xX])(?:\\.([0-9]+|[*xX]))?(?:\\.([0-9]+|[*xX]))?"
            + "(?:-([0-9A-Za-z.-]+))?(?:\\+([0-9A-Za-z.-]+))?");

    private final VersionScheme<SemverVersion> scheme;

    CargoSyntax(VersionScheme<SemverVersion> scheme) {
        this.scheme = scheme;
    }

    @Override
    public String exactText(String requirement) {
        String text = requirement.strip();
        if (!text.startsWith("=") || text.indexOf(',') >= 0) {
            return null;
        }
        String version = text.substring(1).strip();
        return scheme.parseOrNull(version) != null ? version : null;
    }

    @Override
    public RangeSpec<SemverVersion> parse(String requirement) throws InvalidRequirementException {
        String text = requirement.strip();
        if (text.isEmpty()) {
            throw new InvalidRequirementException("a Cargo requirement cannot be empty");
        }
        String[] parts = text.split(",", -1);
        if (parts.length > MAX_COMPARATORS) {
            throw new InvalidRequirementException("a Cargo requirement has at most " + MAX_COMPARATORS + " comparators");
        }
        List<Clause<SemverVersion>> clauses = new ArrayList<>();
        for (String part : parts) {
            String comparator = part.strip();
            if (comparator.isEmpty()) {
                throw new InvalidRequirementException(Quoted.of(text) + " has an empty comparator between commas");
            }
            comparator(comparator, parts.length, clauses);
        }
        return new RangeSpec<>(List.of(new ComparatorSet<>(scheme, clauses, PrereleasePolicy.SAME_RELEASE)));
    }

    private void comparator(String text, int count, List<Clause<SemverVersion>> out)
            throws InvalidRequirementException {
        Matcher m = COMPARATOR.matcher(text);
        if (!m.matches()) {
            throw new InvalidRequirementException(Quoted.of(text) + " is not a Cargo comparator");
        }
        String op = m.group(1) == null ? "^" : m.group(1);
        List<BigInteger> numbers = new ArrayList<>(3);
        boolean wildcard = false;
        for (int group = 2; group <= 4; group++) {
            String part = m.group(group);
            if (part == null) {
                break;
            }
            if (!Digits.isAllDigits(part)) {
                wildcard = true;
            } else if (wildcard) {
                throw new InvalidRequirementException(Quoted.of(text) + ": a number cannot follow a wildcard");
            } else {
                if (part.length() > 1 && part.charAt(0) == '0') {
                    throw new InvalidRequirementException(Quoted.of(text) + ": numbers have no leading zeros");
                }
                numbers.add(new BigInteger(part));
            }
        }
        String pre = m.group(5);
        if (pre != null && (numbers.size() < 3 || wildcard)) {
            throw new InvalidRequirementException(Quoted.of(text) + ": a pre-release needs a full version");
        }
        if (wildcard && numbers.isEmpty()) {
            if (count > 1 || m.group(1) != null) {
                throw new InvalidRequirementException(Quoted.of(text) + ": a lone wildcard must be the only comparator");
            }
            return; // "*": every version (pre-releases still need naming)
        }
        if (wildcard && m.group(1) == null) {
            op = "=";
        }
        SemverVersion full = numbers.size() == 3 ? version(m.group(2) + "." + m.group(3) + "." + m.group(4)
                + (pre == null ? "" : "-" + pre), text) : null;
        compile(op, numbers, full, out);
    }

    private void compile(String op, List<BigInteger> n, SemverVersion full, List<Clause<SemverVersion>> out)
            throws InvalidRequirementException {
        int size = n.size();
        switch (op) {
            case "=" -> {
                if (full != null) {
                    out.add(Comparisons.of(Comparisons.Op.EQ, full, scheme));
                } else {
                    between(padded(n), bumped(n, size), out);
                }
            }
            case ">" -> out.add(full != null ? Comparisons.of(Comparisons.Op.GT, full, scheme)
                    : Comparisons.of(Comparisons.Op.GE, bumped(n, size), scheme));
            case ">=" -> out.add(Comparisons.of(Comparisons.Op.GE, full != null ? full : padded(n), scheme));
            case "<" -> out.add(full != null ? Comparisons.of(Comparisons.Op.LT, full, scheme)
                    : Comparisons.belowRelease(padded(n), scheme));
            case "<=" -> out.add(full != null ? Comparisons.of(Comparisons.Op.LE, full, scheme)
                    : Comparisons.belowRelease(bumped(n, size), scheme));
            case "~" -> between(full != null ? full : padded(n), bumped(n, Math.min(size, 2)), out);
            case "^" -> caret(n, full, out);
            default -> throw new IllegalStateException("operator " + op);
        }
    }

    private void caret(List<BigInteger> n, SemverVersion full, List<Clause<SemverVersion>> out)
            throws InvalidRequirementException {
        SemverVersion low = full != null ? full : padded(n);
        int keep;
        if (n.get(0).signum() > 0 || n.size() == 1) {
            keep = 1;
        } else if (n.size() == 2 || n.get(1).signum() > 0) {
            keep = 2;
        } else {
            keep = 3; // ^0.0.K is exactly 0.0.K
        }
        between(low, bumped(n, keep), out);
    }

    /** From {@code low} up to, not into, {@code high}: the crate compares partial bounds part by part, so none of
     * {@code high}'s pre-releases is inside either. */
    private void between(SemverVersion low, SemverVersion high, List<Clause<SemverVersion>> out) {
        out.add(Comparisons.of(Comparisons.Op.GE, low, scheme));
        out.add(Comparisons.belowRelease(high, scheme));
    }

    private SemverVersion padded(List<BigInteger> n) throws InvalidRequirementException {
        return join(n);
    }

    private SemverVersion bumped(List<BigInteger> n, int keep) throws InvalidRequirementException {
        List<BigInteger> result = new ArrayList<>(n.subList(0, keep));
        result.set(keep - 1, result.get(keep - 1).add(BigInteger.ONE));
        return join(result);
    }

    private SemverVersion join(List<BigInteger> parts) throws InvalidRequirementException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            text.append(i == 0 ? "" : ".").append(i < parts.size() ? parts.get(i) : BigInteger.ZERO);
        }
        return version(text.toString(), text.toString());
    }

    private SemverVersion version(String version, String context) throws InvalidRequirementException {
        SemverVersion parsed = scheme.parseOrNull(version);
        if (parsed == null) {
            throw new InvalidRequirementException(Quoted.of(context) + " is not a valid Cargo version");
        }
        return parsed;
    }
}
