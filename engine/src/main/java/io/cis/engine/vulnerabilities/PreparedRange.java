package io.cis.engine.vulnerabilities;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One affected range with its events validated and sorted once, each kept as its kind and its place among the
 * component's {@link RangeBoundaries}: matching a version compares places, as integers. Evaluates exactly as OSV
 * prescribes (see {@link AffectedRangeMatcher}).
 */
final class PreparedRange {

    /** OSV's "from the beginning" introduced version. */
    private static final String ZERO = "0";
    /** The place of "introduced 0": below every version. */
    private static final int BEFORE_EVERY_VERSION = -1;

    private static final byte INTRODUCED = 0;
    private static final byte FIXED = 1;
    private static final byte LAST_AFFECTED = 2;
    private static final byte LIMIT = 3;
    private static final byte OTHER = 4;

    private final int scheme;
    private final boolean empty;
    private final boolean incomparable;
    private final byte[] kinds;
    private final int[] places;
    /** The events' versions as stated, for naming a fix. */
    private final String[] versions;
    /**
     * When the events as written pair each {@code introduced} with the {@code fixed} or {@code last_affected} that
     * follows it: per interval, its start place, end place and end kind ({@link #OTHER} for an open end); else null.
     */
    private final int[] intervals;

    private PreparedRange(int scheme, boolean empty, boolean incomparable, byte[] kinds, int[] places,
                          String[] versions, int[] intervals) {
        this.scheme = scheme;
        this.empty = empty;
        this.incomparable = incomparable;
        this.kinds = kinds;
        this.places = places;
        this.versions = versions;
        this.intervals = intervals;
    }

    private record Event(String kind, String version, boolean zero, int place) {
    }

    /** The range, whose versions {@code boundaries} has had {@link RangeBoundaries.Builder#add added} and built. */
    static PreparedRange of(VersionRange range, RangeBoundaries.Builder boundaries) {
        int scheme = boundaries.index(boundaries.scheme(range));
        List<Event> events = new ArrayList<>(range.events().size());
        boolean incomparable = false;
        for (VersionEvent event : range.events()) {
            boolean zero = VersionEvent.INTRODUCED.equals(event.kind()) && ZERO.equals(event.version());
            int place = zero ? BEFORE_EVERY_VERSION : boundaries.place(scheme, event.version());
            incomparable |= !zero && place == RangeBoundaries.UNORDERED;
            events.add(new Event(event.kind(), event.version(), zero, place));
        }
        int[] intervals = incomparable ? null : intervals(events);
        if (!incomparable) {
            // The events as written need not be in order: sort them once, "introduced 0" first. Places order
            // versions as the scheme does, so the sort parses nothing again.
            events.sort(Comparator.comparing((Event e) -> !e.zero()).thenComparing((a, b) ->
                    ZERO.equals(a.version()) || ZERO.equals(b.version()) ? 0 : Integer.compare(a.place(), b.place())));
        }
        byte[] kinds = new byte[events.size()];
        int[] places = new int[events.size()];
        String[] versions = new String[events.size()];
        for (int i = 0; i < events.size(); i++) {
            kinds[i] = kind(events.get(i).kind());
            places[i] = events.get(i).place();
            versions[i] = events.get(i).version();
        }
        return new PreparedRange(scheme, range.events().isEmpty(), incomparable, kinds, places, versions, intervals);
    }

    /**
     * The intervals the events state when, as written, each {@code introduced} is followed by its end ({@code fixed}
     * or {@code last_affected}, the last one possibly open), {@code limit}s aside; null otherwise. Such a range means
     * the union of its intervals, which sorting alone cannot tell when two events share a version: PyPA writes
     * pyspark's {@code [0, 3.1.1), [3.2.0, 3.2.2), [3.1.1, 3.2.0)}, where 3.2.0 is affected, and Bitnami writes
     * mongodb's empty {@code [4.4.0, 4.4.0)}, where 4.4.0 is not. An end below its start (Bitnami's redis record
     * writes {@code introduced 7.3.0, fixed 6.2.18}) is no pair: such a range is evaluated by sorting, which never
     * leaves out a version the garbled pair might have meant.
     */
    private static int[] intervals(List<Event> written) {
        List<Integer> bounds = new ArrayList<>();
        boolean open = false;
        for (Event event : written) {
            byte kind = kind(event.kind());
            if (kind == LIMIT) {
                continue;
            }
            if (!open && kind == INTRODUCED) {
                bounds.add(event.zero() ? BEFORE_EVERY_VERSION : event.place());
                open = true;
            } else if (open && (kind == FIXED || kind == LAST_AFFECTED)) {
                if (event.place() < bounds.get(bounds.size() - 1)) {
                    return null; // an end below its start: the events are not written as pairs after all
                }
                bounds.add(event.place());
                bounds.add((int) kind);
                open = false;
            } else {
                return null;
            }
        }
        if (open) {
            bounds.add(BEFORE_EVERY_VERSION);
            bounds.add((int) OTHER);
        }
        return bounds.stream().mapToInt(Integer::intValue).toArray();
    }

    private static byte kind(String kind) {
        return switch (kind) {
            case VersionEvent.INTRODUCED -> INTRODUCED;
            case VersionEvent.FIXED -> FIXED;
            case VersionEvent.LAST_AFFECTED -> LAST_AFFECTED;
            case VersionEvent.LIMIT -> LIMIT;
            default -> OTHER;
        };
    }

    /**
     * The lowest {@code fixed} version above a request at {@code places}, as stated; null when the range names none
     * or cannot order the request. Events are sorted, so it is the first fix placed above the request.
     */
    String fixAbove(int[] requestPlaces) {
        int at = requestPlaces[scheme];
        if (empty || incomparable || at == RangeBoundaries.UNORDERED) {
            return null;
        }
        for (int i = 0; i < kinds.length; i++) {
            if (kinds[i] == FIXED && places[i] > at) {
                return versions[i];
            }
        }
        return null;
    }

    /** The verdict for a request at {@code places} (per scheme index, as {@link RangeBoundaries#places} gives). */
    AffectedVerdict evaluate(int[] requestPlaces) {
        if (empty) {
            return AffectedVerdict.NOT_AFFECTED;
        }
        int at = requestPlaces[scheme];
        if (at == RangeBoundaries.UNORDERED || incomparable) {
            return AffectedVerdict.UNKNOWN;
        }
        boolean affected = false;
        if (intervals != null) {
            for (int i = 0; i < intervals.length && !affected; i += 3) {
                int end = intervals[i + 1];
                affected = at >= intervals[i] && switch (intervals[i + 2]) {
                    case FIXED -> at < end;
                    case LAST_AFFECTED -> at <= end;
                    default -> true;
                };
            }
        }
        boolean belowLimit = true;
        boolean hasLimit = false;
        for (int i = 0; i < kinds.length; i++) {
            int place = places[i];
            switch (kinds[i]) {
                case INTRODUCED -> affected |= intervals == null && at >= place;
                case FIXED -> affected &= intervals != null || at < place;
                case LAST_AFFECTED -> affected &= intervals != null || at <= place;
                case LIMIT -> {
                    hasLimit = true;
                    belowLimit &= at < place;
                }
                default -> {
                    // Unknown event kinds are rejected at build time; nothing to apply here.
                }
            }
        }
        return affected && (!hasLimit || belowLimit) ? AffectedVerdict.AFFECTED : AffectedVerdict.NOT_AFFECTED;
    }
}
