package io.cis.engine.version;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Resolves one request against one component's versions, applying the rules in order. */
final class ResolutionRun<V extends Comparable<V>> {

    /** Far above any real requirement; bounds the parsing work one request can cause. */
    static final int MAX_REQUIREMENT_LENGTH = 1024;

    private final Dialect<V> dialect;
    private final ResolveRequest request;
    private final CatalogSearch<V> search;

    ResolutionRun(Dialect<V> dialect, KnownVersions known, ResolveRequest request) {
        this.dialect = dialect;
        this.request = request;
        this.search = new CatalogSearch<>(known, dialect.scheme());
    }

    Resolution run() {
        Verbatim named = verbatim(request, dialect);
        for (String text : named.texts()) {
            int listed = search.indexOfVerbatim(text);
            if (listed >= 0) {
                return Resolution.resolved(search.get(listed), named.basis());
            }
        }
        if (request.purlVersion() != null) {
            // Rule 1: a purl version wins, and is always an exact version, whatever it looks like.
            String version = request.purlVersion();
            return exact(version, RequirementParser.variants(version, dialect.scheme()), Basis.PURL_VERSION);
        }
        return request.requirement() == null ? latest() : requirement(request.requirement());
    }

    private Resolution latest() {
        int latest = search.latest();
        return latest >= 0
                ? Resolution.resolved(search.get(latest), Basis.LATEST)
                : Resolution.failed(ResolutionCode.VERSION_NOT_FOUND, "no versions are known for this component");
    }

    private Resolution requirement(String requirement) {
        if (requirement.length() > MAX_REQUIREMENT_LENGTH) {
            return Resolution.failed(ResolutionCode.VERSION_NOT_FOUND, "requirement " + Quoted.of(requirement)
                    + " is longer than " + MAX_REQUIREMENT_LENGTH + " characters");
        }
        Requirement<V> parsed;
        try {
            parsed = RequirementParser.parse(requirement, dialect);
        } catch (InvalidRequirementException e) {
            return Resolution.failed(ResolutionCode.VERSION_NOT_FOUND, "requirement " + Quoted.of(requirement)
                    + " is neither a " + dialect.ecosystem().purlType() + " version nor a valid range: "
                    + e.getMessage());
        }
        if (parsed instanceof Requirement.Exact<V> exact) {
            if (listed(exact.text(), exact.variants()) < 0) {
                // PEP 440's ==1.0 also matches 1.0+local: where the ecosystem's own syntax reads the text, a listed
                // version it accepts is the answer before an unlisted or substituted one.
                int nativeMatch = nativeMatch(requirement);
                if (nativeMatch >= 0) {
                    return Resolution.resolved(search.get(nativeMatch), Basis.EXACT);
                }
            }
            return exact(exact.text(), exact.variants(), Basis.EXACT);
        }
        RangeSpec<V> range = ((Requirement.Range<V>) parsed).range();
        int match = range.lowestApplicable() ? search.lowest(range::test) : search.highestIn(range);
        if (match < 0 && range.prereleaseFallback()) {
            match = search.highest(range::contains);
        }
        if (match >= 0) {
            return Resolution.resolved(search.get(match), Basis.RANGE);
        }
        return notFound(range, "no known version satisfies " + Quoted.of(requirement));
    }

    /**
     * The texts a request names verbatim, in the order the rules try them, with the rule that picks one: the purl's
     * version; else an exact requirement's text, after the text of PEP 440's arbitrary equality ({@code ===foobar},
     * which compares strings). The first of them that is listed is the answer before any other rule applies, even if
     * the scheme cannot parse it (e.g. tag "openssl-3.0.0"). None for a request for the latest version, a range or a
     * requirement longer than the limit.
     */
    static Verbatim verbatim(ResolveRequest request, Dialect<?> dialect) {
        if (request.purlVersion() != null) {
            return new Verbatim(List.of(request.purlVersion()), Basis.PURL_VERSION);
        }
        String requirement = request.requirement();
        if (requirement == null || requirement.length() > MAX_REQUIREMENT_LENGTH) {
            return new Verbatim(List.of(), Basis.EXACT);
        }
        List<String> texts = new ArrayList<>(2);
        String arbitrary = RequirementParser.arbitraryEquality(requirement, dialect);
        if (arbitrary != null) {
            texts.add(arbitrary);
        }
        String exactText = RequirementParser.exactText(requirement, dialect);
        if (exactText != null) {
            texts.add(exactText);
        }
        return new Verbatim(texts, Basis.EXACT);
    }

    /** Texts a request names verbatim, in the rules' order, and the basis of a resolution to one of them. */
    record Verbatim(List<String> texts, Basis basis) {
    }

    /** The listed version an exact requirement names, verbatim or equal in the scheme; -1 when none is. */
    private int listed(String text, List<V> variants) {
        int index = search.indexOfVerbatim(text);
        for (int i = 0; index < 0 && i < variants.size(); i++) {
            index = search.indexOfEquivalent(variants.get(i));
        }
        return index;
    }

    /** The highest listed version the ecosystem's own range syntax accepts for the text, or -1. */
    private int nativeMatch(String requirement) {
        RangeSyntax<V> nativeRanges = dialect.nativeRanges();
        if (nativeRanges == null || !nativeRanges.claims(requirement)) {
            return -1;
        }
        try {
            return search.highestIn(nativeRanges.parse(requirement));
        } catch (InvalidRequirementException e) {
            return -1;
        }
    }

    private Resolution exact(String text, List<V> variants, Basis basis) {
        if (!variants.isEmpty() && search.indexOfVerbatim(text) < 0) {
            // Go's v1.2 equals v1.2.0 in order but names no module version: say so rather than answer v1.2.0.
            Optional<String> refusal = dialect.scheme().refusal(text);
            if (refusal.isPresent()) {
                return notFound(null, "version " + Quoted.of(text) + " is not a valid "
                        + dialect.ecosystem().purlType() + " version: " + refusal.get());
            }
        }
        int index = listed(text, variants);
        if (index >= 0) {
            return Resolution.resolved(search.get(index), basis);
        }
        if (request.options().allowUnlistedExact() && !variants.isEmpty()) {
            return Resolution.unlisted(text, basis);
        }
        if (variants.isEmpty()) {
            return notFound(null, "version " + Quoted.of(text) + " is not known and is not a valid "
                    + dialect.scheme().name() + " version");
        }
        return notFound(new ExactTarget<>(variants.get(0)), "version " + Quoted.of(text) + " is not known");
    }

    /** Rule 7: substitute per the request's mode, or report VERSION_NOT_FOUND. */
    private Resolution notFound(Target<V> target, String reason) {
        NotFoundMode mode = request.options().onVersionNotFound();
        if (mode == NotFoundMode.STRICT) {
            return Resolution.failed(ResolutionCode.VERSION_NOT_FOUND, reason);
        }
        if (mode == NotFoundMode.SHOW_LATEST) {
            int latest = search.latest();
            return latest >= 0
                    ? Resolution.substituted(search.get(latest), Basis.LATEST, reason + "; showing the latest version")
                    : Resolution.failed(ResolutionCode.VERSION_NOT_FOUND, reason + "; no versions are known");
        }
        if (target == null) {
            return Resolution.failed(ResolutionCode.VERSION_NOT_FOUND,
                    reason + "; no closest version to something that cannot be ordered");
        }
        int lower = mode == NotFoundMode.SHOW_CLOSEST_GT ? -1 : search.highest(target::below);
        int higher = mode == NotFoundMode.SHOW_CLOSEST_LT ? -1 : search.lowest(target::above);
        if (lower >= 0 && higher >= 0) {
            List<Long> reference = dialect.scheme().numbers(target.reference());
            if (Closeness.compare(search.numbers(higher), search.numbers(lower), reference) < 0) {
                lower = -1;
            } else {
                higher = -1;
            }
        }
        if (lower >= 0) {
            return Resolution.substituted(search.get(lower), Basis.CLOSEST_LOWER,
                    reason + "; showing the closest lower version");
        }
        if (higher >= 0) {
            return Resolution.substituted(search.get(higher), Basis.CLOSEST_HIGHER,
                    reason + "; showing the closest higher version");
        }
        return Resolution.failed(ResolutionCode.VERSION_NOT_FOUND, reason + "; no "
                + (mode == NotFoundMode.SHOW_CLOSEST_LT ? "lower" : mode == NotFoundMode.SHOW_CLOSEST_GT ? "higher"
                : "lower or higher") + " version is known");
    }
}
