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

    private PreparedRange(int scheme, boolean empty, boolean incomparable, byte[] kinds, int[] places,
                          String[] versions) {
        this.scheme = scheme;
        this.empty = empty;
        this.incomparable = incomparable;
        this.kinds = kinds;
        this.places = places;
        this.versions = versions;
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
        return new PreparedRange(scheme, range.events().isEmpty(), incomparable, kinds, places, versions);
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
        boolean belowLimit = true;
        boolean hasLimit = false;
        for (int i = 0; i < kinds.length; i++) {
            int place = places[i];
            switch (kinds[i]) {
                case INTRODUCED -> affected |= at >= place;
                case FIXED -> affected &= at < place;
                case LAST_AFFECTED -> affected &= at <= place;
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
