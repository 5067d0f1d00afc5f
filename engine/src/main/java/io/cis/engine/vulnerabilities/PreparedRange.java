package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One affected range with its events validated, sorted and parsed once, so that matching a version parses only
 * that version. Evaluates exactly as OSV prescribes (see {@link AffectedRangeMatcher}).
 */
final class PreparedRange<V extends Comparable<V>> {

    /** OSV's "from the beginning" introduced version. */
    private static final String ZERO = "0";

    private record Event<V>(String kind, String version, V parsed, boolean zero) {
    }

    private final VersionScheme<V> scheme;
    private final boolean empty;
    private final boolean incomparable;
    private final List<Event<V>> sorted;

    private PreparedRange(VersionScheme<V> scheme, boolean empty, boolean incomparable, List<Event<V>> sorted) {
        this.scheme = scheme;
        this.empty = empty;
        this.incomparable = incomparable;
        this.sorted = sorted;
    }

    static <V extends Comparable<V>> PreparedRange<V> of(VersionRange range, VersionScheme<V> scheme) {
        List<Event<V>> events = new ArrayList<>(range.events().size());
        boolean incomparable = false;
        for (VersionEvent event : range.events()) {
            boolean zero = VersionEvent.INTRODUCED.equals(event.kind()) && ZERO.equals(event.version());
            V parsed = scheme.parseOrNull(event.version());
            incomparable |= !zero && parsed == null;
            events.add(new Event<>(event.kind(), event.version(), parsed, zero));
        }
        if (!incomparable) {
            // The events as written need not be in order: sort them once, "introduced 0" first.
            events.sort(Comparator.comparing((Event<V> e) -> !e.zero()).thenComparing(Event::version,
                    (a, b) -> ZERO.equals(a) || ZERO.equals(b) ? 0 : scheme.compare(a, b)));
        }
        return new PreparedRange<>(scheme, range.events().isEmpty(), incomparable, List.copyOf(events));
    }

    AffectedVerdict evaluate(RequestedVersion requested) {
        if (empty) {
            return AffectedVerdict.NOT_AFFECTED;
        }
        V version = requested.in(scheme);
        if (version == null || incomparable) {
            return AffectedVerdict.UNKNOWN;
        }
        String raw = requested.raw();
        boolean affected = false;
        boolean belowLimit = true;
        boolean hasLimit = false;
        for (Event<V> event : sorted) {
            switch (event.kind()) {
                case VersionEvent.INTRODUCED -> {
                    if (event.zero() || scheme.compare(raw, version, event.version(), event.parsed()) >= 0) {
                        affected = true;
                    }
                }
                case VersionEvent.FIXED -> {
                    if (scheme.compare(raw, version, event.version(), event.parsed()) >= 0) {
                        affected = false;
                    }
                }
                case VersionEvent.LAST_AFFECTED -> {
                    if (scheme.compare(raw, version, event.version(), event.parsed()) > 0) {
                        affected = false;
                    }
                }
                case VersionEvent.LIMIT -> {
                    hasLimit = true;
                    belowLimit &= scheme.compare(raw, version, event.version(), event.parsed()) < 0;
                }
                default -> {
                    // Unknown event kinds are rejected at build time; nothing to apply here.
                }
            }
        }
        return affected && (!hasLimit || belowLimit) ? AffectedVerdict.AFFECTED : AffectedVerdict.NOT_AFFECTED;
    }
}
