package io.cis.engine.version;

import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The parses of one component's versions in one scheme, each made on first need and then shared: concurrent
 * requests may parse the same version twice, never see a half-made parse (the slots are atomic and the parsed
 * values immutable).
 */
final class ParsedVersions<V extends Comparable<V>> {

    /** Marks a slot whose version the scheme cannot parse, so that it is not parsed again. */
    private static final Object UNPARSEABLE = new Object();

    private final VersionScheme<V> scheme;
    private final List<String> versions;
    private final AtomicReferenceArray<Object> slots;
    private volatile int firstParseable = -1;

    ParsedVersions(VersionScheme<V> scheme, List<String> versions) {
        this.scheme = scheme;
        this.versions = versions;
        this.slots = new AtomicReferenceArray<>(versions.size());
    }

    VersionScheme<V> scheme() {
        return scheme;
    }

    /** The parse of the version at {@code index}, or {@code null} if unparseable. */
    @SuppressWarnings("unchecked")
    V at(int index) {
        Object slot = slots.get(index);
        if (slot == null) {
            V version = scheme.parseOrNull(versions.get(index));
            slot = version == null ? UNPARSEABLE : version;
            slots.set(index, slot);
        }
        return slot == UNPARSEABLE ? null : (V) slot;
    }

    /** Index of the lowest parseable version (unparseable ones sort first); the size when there is none. */
    int firstParseable() {
        int known = firstParseable;
        if (known < 0) {
            int lo = 0;
            int hi = versions.size();
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (at(mid) == null) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            known = lo;
            firstParseable = known;
        }
        return known;
    }
}
