package io.cis.engine.version;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The order, parse rules and pre-release notion of one ecosystem's version strings.
 *
 * <p>String-level methods serve the catalog build and callers; the parsed-level methods let the resolver parse
 * each candidate once per request. A string the scheme cannot parse is never treated as a zero version: it is
 * "unparseable", sorts before every parseable version and never satisfies a range.
 *
 * @param <V> the parsed form; versions of one scheme compare with {@link Comparable#compareTo}
 */
public interface VersionScheme<V extends Comparable<V>> {

    /**
     * Longer strings are unparseable in every scheme: no real version is this long, and the bound keeps parsing
     * (regular expressions, ComparableVersion) cheap and safe on hostile input.
     */
    int MAX_VERSION_LENGTH = 256;

    /** Short name used in messages, e.g. {@code "semver"}. */
    String name();

    /** The parsed version, or {@code null} when this scheme cannot order the string. */
    V parseOrNull(String version);

    /** Whether a parsed version is a pre-release, i.e. sorts below the release it leads to. */
    boolean prerelease(V version);

    /** The release a version belongs to: the version without its pre-release part (itself if not a pre-release). */
    V release(V version);

    /** Leading numeric release components (major, minor, patch, ...), used only to judge which substitute is closer. */
    List<Long> numbers(V version);

    /**
     * The parse of a version as purls and advisories commonly write it where the ecosystem spells it otherwise (Go's
     * versions without their {@code v}), or {@code null}: only for versions a purl or a requirement names, never for
     * ordering a catalog.
     */
    default V parseCommonSpelling(String version) {
        return null;
    }

    /**
     * Why a version this scheme orders still cannot be one version of a package as it is written (Go: {@code v1.2},
     * {@code v1.0.0+incompatible}), or empty; such a version is reported rather than matched to an equal one.
     */
    default Optional<String> refusal(String version) {
        return Optional.empty();
    }

    /** The parsed version, if this scheme can order the string. */
    default Optional<V> parse(String version) {
        return Optional.ofNullable(parseOrNull(version));
    }

    /** Whether this scheme can order the string. */
    default boolean isValid(String version) {
        return parseOrNull(version) != null;
    }

    /** Whether the string is a pre-release version; unparseable strings are not. */
    default boolean isPrerelease(String version) {
        V parsed = parseOrNull(version);
        return parsed != null && prerelease(parsed);
    }

    /** Whether two strings name the same version in this scheme (e.g. Maven {@code 1.0} and {@code 1.0.0}). */
    default boolean equivalent(String a, String b) {
        if (a.equals(b)) {
            return true;
        }
        V left = parseOrNull(a);
        V right = parseOrNull(b);
        return left != null && right != null && left.compareTo(right) == 0;
    }

    /**
     * Total order over all strings: unparseable strings first (among themselves by string), then by the scheme's
     * order, equivalent spellings by string, so sorting is deterministic whatever the input order.
     */
    default int compare(String a, String b) {
        return VersionSorter.compare(this, a, b);
    }

    /**
     * {@link #compare} for strings already parsed with {@link #parseOrNull} ({@code null} when unparseable), so that a
     * version compared many times is parsed once.
     */
    default int compare(String a, V parsedA, String b, V parsedB) {
        return VersionSorter.compareParsed(a, parsedA, b, parsedB);
    }

    /** {@link #compare} as a comparator. */
    default Comparator<String> order() {
        return this::compare;
    }

    /** The versions in ascending {@link #compare} order, parsing each once; for the catalog build. */
    default List<String> sort(Collection<String> versions) {
        return VersionSorter.sort(this, versions);
    }
}
