package io.cis.engine.version;

import java.util.Arrays;
import java.util.Objects;

/**
 * An Alpine package version as apk-tools reads it, kept as its token sequence: the first number; each further
 * {@code .}-number (a number with leading zeros is first a token worth minus the count of its zeros, so
 * {@code 1.05 < 1.5} and {@code 1.00 < 1.0}); a letter; {@code _} suffixes ({@code alpha beta pre rc} below no
 * suffix, {@code cvs svn git hg p} above) with their numbers; the {@code -r} revision.
 *
 * <p>apk compares token by token while kinds and values agree; the first differing value decides; else, where one
 * version goes on, a pre-release suffix makes it older, and otherwise the kind of the next token decides: a longer
 * number sequence is newer than a letter, a letter newer than a suffix, and so on up to the end of the version.
 *
 * <p>Immutable: the token arrays are made by the scheme and never handed out.
 */
public final class ApkVersion implements Comparable<ApkVersion> {

    static final byte DIGIT_OR_ZERO = 0;
    static final byte DIGIT = 1;
    static final byte LETTER = 2;
    static final byte SUFFIX = 3;
    static final byte SUFFIX_NUMBER = 4;
    static final byte REVISION = 5;
    static final byte END = 6;

    private final String text;
    /** The kind of each token, ending with {@link #END}. */
    private final byte[] kinds;
    /** The value of each token (one fewer than kinds). */
    private final long[] values;

    ApkVersion(String text, byte[] kinds, long[] values) {
        this.text = Objects.requireNonNull(text, "text");
        this.kinds = kinds;
        this.values = values;
    }

    /** The version as written. */
    public String text() {
        return text;
    }

    @Override
    public int compareTo(ApkVersion other) {
        byte[] ka = kinds;
        byte[] kb = other.kinds;
        long va = 0;
        long vb = 0;
        int i = 0;
        byte at = ka[0];
        byte bt = kb[0];
        while (at == bt && at != END && va == vb) {
            va = values[i];
            vb = other.values[i];
            i++;
            at = ka[i];
            bt = kb[i];
        }
        if (va != vb) {
            return va < vb ? -1 : 1;
        }
        if (at == bt) {
            return 0;
        }
        if (at == SUFFIX && values[i] < 0) {
            return -1;
        }
        if (bt == SUFFIX && other.values[i] < 0) {
            return 1;
        }
        return at > bt ? -1 : 1;
    }

    /** Whether the version carries a pre-release suffix ({@code _alpha}, {@code _beta}, {@code _pre}, {@code _rc}). */
    boolean hasPrereleaseSuffix() {
        for (int i = 0; i < values.length; i++) {
            if (kinds[i] == SUFFIX && values[i] < 0) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ApkVersion other && text.equals(other.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text + Arrays.toString(kinds);
    }
}
