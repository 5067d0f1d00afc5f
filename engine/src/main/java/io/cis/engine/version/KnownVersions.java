package io.cis.engine.version;

import java.util.Collection;
import java.util.List;

/**
 * All versions the catalog knows for one component, ascending in the ecosystem's order as
 * {@link VersionScheme#sort} produced them at build time, so a request never sorts.
 *
 * @param ascending the version strings, ascending; {@link List#copyOf} keeps an already immutable list as is
 */
public record KnownVersions(List<String> ascending) {

    private static final KnownVersions NONE = new KnownVersions(List.of());

    public KnownVersions {
        ascending = List.copyOf(ascending);
    }

    /** Versions already sorted by the ecosystem's {@link VersionScheme#sort} (the catalog's stored order). */
    public static KnownVersions presorted(List<String> ascending) {
        return new KnownVersions(ascending);
    }

    /** Sorts now; for the catalog build and tests, not for requests. */
    public static KnownVersions sortedBy(VersionScheme<?> scheme, Collection<String> versions) {
        return new KnownVersions(scheme.sort(versions));
    }

    /** A known component without any known version. */
    public static KnownVersions none() {
        return NONE;
    }

    public int size() {
        return ascending.size();
    }

    public boolean isEmpty() {
        return ascending.isEmpty();
    }
}
