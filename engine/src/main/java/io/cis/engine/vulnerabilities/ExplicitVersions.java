package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A statement's explicitly affected versions, parsed once and sorted in the ecosystem's order: a version matches
 * when it is spelled the same or is equivalent in that order (e.g. PEP 440 {@code 1.0} and {@code 1.0.0}), found by
 * binary search because every scheme's order is total.
 */
final class ExplicitVersions<V extends Comparable<V>> {

    private final VersionScheme<V> scheme;
    private final Set<String> spelled;
    private final List<V> parsed;

    private ExplicitVersions(VersionScheme<V> scheme, Set<String> spelled, List<V> parsed) {
        this.scheme = scheme;
        this.spelled = spelled;
        this.parsed = parsed;
    }

    static <V extends Comparable<V>> ExplicitVersions<V> of(List<String> versions, VersionScheme<V> scheme) {
        List<V> parsed = new ArrayList<>(versions.size());
        // A parseable version is found by its parse (the request's spelling parses the same), so only the others are
        // kept as text: these lists can hold hundreds of versions per statement.
        Set<String> unparseable = new HashSet<>();
        for (String version : versions) {
            V value = scheme.parseOrNull(version);
            if (value != null) {
                parsed.add(value);
            } else {
                unparseable.add(version);
            }
        }
        Collections.sort(parsed);
        return new ExplicitVersions<>(scheme, Set.copyOf(unparseable), List.copyOf(parsed));
    }

    boolean contains(RequestedVersion requested) {
        if (spelled.contains(requested.raw())) {
            return true;
        }
        if (parsed.isEmpty()) {
            return false;
        }
        V version = requested.in(scheme);
        return version != null && Collections.binarySearch(parsed, version) >= 0;
    }
}
