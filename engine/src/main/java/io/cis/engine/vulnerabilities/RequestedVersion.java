package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;

/** The version one request asks about, parsed at most once per version scheme however many statements it meets. */
final class RequestedVersion {

    private final String raw;
    private final Map<VersionScheme<?>, Optional<?>> parsed = new IdentityHashMap<>(4);

    RequestedVersion(String raw) {
        this.raw = raw;
    }

    String raw() {
        return raw;
    }

    /** The version parsed in the scheme, or {@code null} when the scheme cannot order it. */
    @SuppressWarnings("unchecked")
    <V extends Comparable<V>> V in(VersionScheme<V> scheme) {
        return ((Optional<V>) parsed.computeIfAbsent(scheme, s -> Optional.ofNullable(scheme.parseOrNull(raw)))).orElse(null);
    }
}
