package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a requirement in an ecosystem's dialect: an exact version ({@code 1.2.3}, {@code =1.2.3},
 * {@code ==1.2.3}, {@code v1.2.3}, {@code 2.5.2.RELEASE}) or else a range (native syntax first, node syntax
 * otherwise); an ecosystem with a complete grammar of its own ({@link RequirementSyntax}) is read by it alone.
 */
final class RequirementParser {

    private static final String RANGE_CHARACTERS = "<>^~*|,[]()!=";
    private static final Pattern WILDCARD_COMPONENT = Pattern.compile("(?:^|\\.)[xX](?:\\.|$)");
    private static final Pattern PARTIAL_NUMERIC = Pattern.compile("[vV]?\\d+(?:\\.\\d+)?");

    private RequirementParser() {
    }

    /**
     * The requirement as an exact version text (leading {@code =} or {@code ==} removed) if it has the shape of
     * one, else {@code null}. Shape only: whether the scheme can parse it is decided later.
     */
    static String exactText(String requirement, Dialect<?> dialect) {
        if (dialect.requirements() != null) {
            return dialect.requirements().exactText(requirement.strip());
        }
        String text = requirement.strip();
        if (text.startsWith("===")) {
            return null;
        }
        if (text.startsWith("==")) {
            text = text.substring(2).strip();
        } else if (text.startsWith("=")) {
            text = text.substring(1).strip();
        }
        if (text.isEmpty()) {
            return null;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || RANGE_CHARACTERS.indexOf(c) >= 0) {
                return null;
            }
        }
        if (WILDCARD_COMPONENT.matcher(text).find()) {
            return null;
        }
        // npm reads "4.17" as the range 4.17.x; Maven and pip read it as one version.
        if (dialect.partialVersionIsRange() && PARTIAL_NUMERIC.matcher(text).matches()) {
            return null;
        }
        return text;
    }

    /**
     * The text of an arbitrary equality ({@code ===foobar}) where the dialect's own syntax reads it, else
     * {@code null}: it names a version by its string, so also one the scheme cannot parse.
     */
    static String arbitraryEquality(String requirement, Dialect<?> dialect) {
        String text = requirement.strip();
        if (!text.startsWith("===") || text.indexOf(',') >= 0 || dialect.nativeRanges() == null
                || !dialect.nativeRanges().claims(text)) {
            return null;
        }
        String version = text.substring(3).strip();
        return version.isEmpty() ? null : version;
    }

    /**
     * The parses of an exact text: as written (or in the ecosystem's spelling of it, {@link
     * VersionScheme#parseCommonSpelling}) and, after a leading {@code v}, without it.
     */
    static <V extends Comparable<V>> List<V> variants(String text, VersionScheme<V> scheme) {
        List<V> variants = new ArrayList<>(2);
        V asWritten = scheme.parseOrNull(text);
        if (asWritten == null) {
            asWritten = scheme.parseCommonSpelling(text);
        }
        if (asWritten != null) {
            variants.add(asWritten);
        }
        if (text.length() > 1 && (text.charAt(0) == 'v' || text.charAt(0) == 'V') && Digits.isDigit(text.charAt(1))) {
            V withoutV = scheme.parseOrNull(text.substring(1));
            if (withoutV != null) {
                variants.add(withoutV);
            }
        }
        return variants;
    }

    static <V extends Comparable<V>> Requirement<V> parse(String requirement, Dialect<V> dialect)
            throws InvalidRequirementException {
        String text = requirement.strip();
        String exact = exactText(text, dialect);
        if (exact != null) {
            List<V> variants = variants(exact, dialect.scheme());
            if (!variants.isEmpty()) {
                return new Requirement.Exact<>(exact, variants);
            }
        }
        if (dialect.requirements() != null) {
            return new Requirement.Range<>(text, dialect.requirements().parse(text));
        }
        InvalidRequirementException nativeError = null;
        RangeSyntax<V> nativeRanges = dialect.nativeRanges();
        if (nativeRanges != null && nativeRanges.claims(text)) {
            try {
                return new Requirement.Range<>(text, nativeRanges.parse(text));
            } catch (InvalidRequirementException e) {
                if (nativeRanges.exclusive(text)) {
                    throw e;
                }
                nativeError = e;
            }
        }
        try {
            return new Requirement.Range<>(text, NodeRangeSyntax.parse(text, dialect.scheme(), dialect.partialVersionIsRange()));
        } catch (InvalidRequirementException e) {
            throw nativeError != null ? nativeError : e;
        }
    }
}
