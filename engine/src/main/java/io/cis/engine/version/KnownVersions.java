package io.cis.engine.version;

import java.util.Collection;
import java.util.List;

/**
 * All versions the catalog knows for one component, ascending in the ecosystem's order as
 * {@link VersionScheme#sort} produced them at build time, so a request never sorts. The parses that searches make
 * are kept with the versions, so an instance reused across requests (the engine keeps one per cached component)
 * parses each version at most once.
 */
public final class KnownVersions {

    private static final KnownVersions NONE = new KnownVersions(List.of());

    private final List<String> ascending;
    private volatile ParsedVersions<?> parsed;

    /** @param ascending the version strings, ascending; an already packed list is kept as it is */
    private KnownVersions(List<String> ascending) {
        this.ascending = PackedVersionList.of(ascending);
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

    /** The version strings, ascending. */
    public List<String> ascending() {
        return ascending;
    }

    public int size() {
        return ascending.size();
    }

    public boolean isEmpty() {
        return ascending.isEmpty();
    }

    /** The versions' parses in the scheme, made as searches ask for them and shared by later searches. */
    @SuppressWarnings("unchecked")
    <V extends Comparable<V>> ParsedVersions<V> parsedIn(VersionScheme<V> scheme) {
        ParsedVersions<?> current = parsed;
        if (current == null || current.scheme() != scheme) {
            current = new ParsedVersions<>(scheme, ascending);
            parsed = current;
        }
        return (ParsedVersions<V>) current;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KnownVersions that && ascending.equals(that.ascending);
    }

    @Override
    public int hashCode() {
        return ascending.hashCode();
    }

    @Override
    public String toString() {
        return "KnownVersions" + ascending;
    }
}
