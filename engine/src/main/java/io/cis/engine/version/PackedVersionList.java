package io.cis.engine.version;

import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An immutable list of version strings packed into one UTF-8 byte array. A component kept between requests may know
 * thousands of versions; as separate strings each costs about 50 bytes of heap besides its text, which made the
 * version lists most of the engine's cached data. An element is made into a string when asked for: searches ask for
 * a few of them per request.
 */
public final class PackedVersionList extends AbstractList<String> implements RandomAccess {

    private static final PackedVersionList EMPTY = new PackedVersionList(new byte[0], new int[0]);

    private final byte[] text;
    private final int[] ends;

    private PackedVersionList(byte[] text, int[] ends) {
        this.text = text;
        this.ends = ends;
    }

    /** The versions packed, in order; a list that is already packed is returned as it is. Nulls are refused. */
    public static List<String> of(Collection<String> versions) {
        if (versions instanceof PackedVersionList packed) {
            return packed;
        }
        if (versions.isEmpty()) {
            return EMPTY;
        }
        byte[][] encoded = new byte[versions.size()][];
        int length = 0;
        int i = 0;
        for (String version : versions) {
            encoded[i] = Objects.requireNonNull(version, "version").getBytes(StandardCharsets.UTF_8);
            length += encoded[i].length;
            i++;
        }
        byte[] text = new byte[length];
        int[] ends = new int[encoded.length];
        int at = 0;
        for (i = 0; i < encoded.length; i++) {
            System.arraycopy(encoded[i], 0, text, at, encoded[i].length);
            at += encoded[i].length;
            ends[i] = at;
        }
        return new PackedVersionList(text, ends);
    }

    @Override
    public String get(int index) {
        Objects.checkIndex(index, ends.length);
        int start = index == 0 ? 0 : ends[index - 1];
        return new String(text, start, ends[index] - start, StandardCharsets.UTF_8);
    }

    @Override
    public int size() {
        return ends.length;
    }
}
