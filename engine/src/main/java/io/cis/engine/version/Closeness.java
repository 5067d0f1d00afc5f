package io.cis.engine.version;

import java.util.List;

/**
 * Which of two substitutes is closer to a reference version. Compared on leading release numbers: the one that
 * agrees with the reference on more leading components is closer; on equal agreement, the smaller gap in the first
 * differing component wins. Example: for 2.0.0, 2.0.1 (differs at patch) beats 1.9.9 (differs at major); for
 * 4.17.6, 4.17.5 (gap 1) beats 4.17.9 (gap 3).
 */
final class Closeness {

    private Closeness() {
    }

    /** Negative when {@code a} is closer to {@code reference} than {@code b}, zero on a tie. */
    static int compare(List<Long> a, List<Long> b, List<Long> reference) {
        Distance da = distance(a, reference);
        Distance db = distance(b, reference);
        if (da.firstDifference != db.firstDifference) {
            return Integer.compare(db.firstDifference, da.firstDifference);
        }
        return Long.compare(da.gap, db.gap);
    }

    private static Distance distance(List<Long> version, List<Long> reference) {
        int length = Math.max(version.size(), reference.size());
        for (int i = 0; i < length; i++) {
            long x = i < version.size() ? version.get(i) : 0L;
            long r = i < reference.size() ? reference.get(i) : 0L;
            if (x != r) {
                // Both are non-negative, so the difference cannot overflow.
                return new Distance(i, Math.abs(x - r));
            }
        }
        return new Distance(Integer.MAX_VALUE, 0);
    }

    private record Distance(int firstDifference, long gap) {
    }
}
