package io.cis.engine.version;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Lists every listed version one request accepts, highest first: all versions a range satisfies, the one version
 * an exact requirement or a purl version names, or every version when the request names neither. It reuses the
 * resolver's own rules (strict, listed versions only), so "accepted" never disagrees with what resolution picks.
 */
final class AcceptedVersions<V extends Comparable<V>> {

    private final Dialect<V> dialect;
    private final KnownVersions known;
    private final ResolveRequest request;

    AcceptedVersions(Dialect<V> dialect, KnownVersions known, ResolveRequest request) {
        this.dialect = dialect;
        this.known = known;
        // Substitution and unlisted versions are about what to show instead; acceptance is only what matches.
        this.request = new ResolveRequest(request.ecosystem(), request.purlVersion(), request.requirement(),
                ResolveOptions.STRICT);
    }

    List<String> list() {
        if (request.purlVersion() == null && request.requirement() == null) {
            return descending(known.ascending());
        }
        Resolution strict = new ResolutionRun<>(dialect, known, request).run();
        if (!strict.hasVersion()) {
            return List.of();
        }
        if (strict.basis() != Basis.RANGE) {
            return List.of(strict.version());
        }
        Requirement<V> parsed;
        try {
            parsed = RequirementParser.parse(request.requirement(), dialect);
        } catch (InvalidRequirementException e) {
            // The run above parsed it already; a range that resolved cannot fail to parse.
            throw new IllegalStateException("range resolved but does not parse: " + request.requirement(), e);
        }
        CatalogSearch<V> search = new CatalogSearch<>(known, dialect.scheme());
        List<String> matches = new ArrayList<>();
        RangeSpec<V> range = ((Requirement.Range<V>) parsed).range();
        for (int index : search.allIn(range)) {
            matches.add(search.get(index));
        }
        if (matches.isEmpty() && range.prereleaseFallback()) {
            for (int index = known.size() - 1; index >= 0; index--) {
                V version = search.at(index);
                if (version != null && range.contains(version)) {
                    matches.add(search.get(index));
                }
            }
        }
        return matches;
    }

    private static List<String> descending(List<String> ascending) {
        List<String> copy = new ArrayList<>(ascending);
        Collections.reverse(copy);
        return copy;
    }
}
