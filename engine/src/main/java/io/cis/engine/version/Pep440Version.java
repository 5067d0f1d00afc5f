package io.cis.engine.version;

import java.util.List;
import java.util.Objects;

/**
 * A PEP 440 version in normalised parts. Absent numeric parts are {@code ""}; numbers have no leading zeros.
 *
 * @param text       the string as written (needed by {@code ===}, which compares strings)
 * @param epoch      epoch, {@code "0"} when not written
 * @param release    release segment
 * @param preKind    {@link #NO_PRE}, or 0/1/2 for a/b/rc
 * @param preNumber  pre-release number, {@code ""} when {@code preKind} is {@link #NO_PRE}
 * @param post       post-release number, {@code ""} if none
 * @param dev        dev-release number, {@code ""} if none
 * @param local      local version segments (lower-case, numbers stripped), empty if none
 */
public record Pep440Version(String text, String epoch, List<String> release, int preKind, String preNumber,
                            String post, String dev, List<String> local) implements Comparable<Pep440Version> {

    public static final int NO_PRE = 3;
    /** Sorts a dev release of a final release ({@code 1.0.dev1}) below all its pre-releases. */
    private static final int DEV_ONLY = -1;

    public Pep440Version {
        Objects.requireNonNull(text, "text");
        release = List.copyOf(release);
        local = List.copyOf(local);
    }

    public boolean isPrerelease() {
        return preKind != NO_PRE || !dev.isEmpty();
    }

    public boolean isPostrelease() {
        return !post.isEmpty();
    }

    public boolean hasLocal() {
        return !local.isEmpty();
    }

    /** The public version: this one without its local label. */
    public Pep440Version withoutLocal() {
        return local.isEmpty() ? this : new Pep440Version(text, epoch, release, preKind, preNumber, post, dev, List.of());
    }

    /** The base version (epoch and release only), e.g. {@code 1.0} for {@code 1.0rc1.post2}. */
    public Pep440Version base() {
        return new Pep440Version(text, epoch, release, NO_PRE, "", "", "", List.of());
    }

    /**
     * The lowest version above every {@code this+local}: the next dev, else the next post's dev0, else post0.dev0.
     * Clauses that ignore local labels ({@code <=V}, {@code ==V}) use it as their ceiling.
     */
    public Pep440Version aboveLocals() {
        String nextDev = dev.isEmpty() ? "0" : increment(dev);
        String nextPost = !dev.isEmpty() ? post : post.isEmpty() ? "0" : increment(post);
        return new Pep440Version(text, epoch, release, preKind, preNumber, nextPost, nextDev, List.of());
    }

    private static String increment(String digits) {
        return new java.math.BigInteger(digits).add(java.math.BigInteger.ONE).toString();
    }

    /** Whether both have the same epoch and release segment (zero-padded). */
    public boolean sameBase(Pep440Version other) {
        return Digits.compare(epoch, other.epoch) == 0 && SemverVersion.compareRelease(release, other.release) == 0;
    }

    @Override
    public int compareTo(Pep440Version other) {
        int c = Digits.compare(epoch, other.epoch);
        if (c == 0) {
            c = SemverVersion.compareRelease(release, other.release);
        }
        if (c == 0) {
            c = Integer.compare(preRank(), other.preRank());
        }
        if (c == 0 && preKind != NO_PRE) {
            c = Digits.compare(preNumber, other.preNumber);
        }
        if (c == 0) {
            c = compareOptional(post, other.post, false);
        }
        if (c == 0) {
            c = compareOptional(dev, other.dev, true);
        }
        if (c == 0) {
            c = compareLocal(local, other.local);
        }
        return c;
    }

    private int preRank() {
        boolean devOfFinal = preKind == NO_PRE && post.isEmpty() && !dev.isEmpty();
        return devOfFinal ? DEV_ONLY : preKind;
    }

    // A missing post-release sorts first; a missing dev-release sorts last (a dev release precedes its version).
    private static int compareOptional(String a, String b, boolean missingIsHighest) {
        if (a.isEmpty() || b.isEmpty()) {
            if (a.isEmpty() == b.isEmpty()) {
                return 0;
            }
            return a.isEmpty() == missingIsHighest ? 1 : -1;
        }
        return Digits.compare(a, b);
    }

    // PEP 440 local order: numeric segments above alphanumeric ones; a longer label wins a shared prefix.
    private static int compareLocal(List<String> a, List<String> b) {
        int shared = Math.min(a.size(), b.size());
        for (int i = 0; i < shared; i++) {
            String x = a.get(i);
            String y = b.get(i);
            boolean xNumeric = Digits.isAllDigits(x);
            boolean yNumeric = Digits.isAllDigits(y);
            int c;
            if (xNumeric && yNumeric) {
                c = Digits.compare(x, y);
            } else if (xNumeric != yNumeric) {
                c = xNumeric ? 1 : -1;
            } else {
                c = x.compareTo(y);
            }
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
