package io.cis.loader.spill;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The records a sorter holds in memory, copied into a few large byte arrays ("slabs") as they will be written in a
 * run ({@code [key length][key][value length][value]}, lengths as 4 big-endian bytes), with an index of where each
 * starts. A buffer of millions of small records is then a handful of objects: the collector neither copies them one by
 * one while they wait nor finds them dead in the old generation after a spill, since slabs of 512 KiB and more are
 * allocated apart and reclaimed as soon as they are unreachable. A record's place in the index says when it was
 * added, which orders equal keys.
 */
final class RecordBuffer {

    /** The largest slab: a humongous object for G1 heaps of up to 16 GiB (regions of up to 8 MiB). */
    static final int SLAB = 4 << 20;
    private static final int FIRST_SLAB = 64 << 10;
    private static final int HEADER = 2 * Integer.BYTES;

    private final List<byte[]> slabs = new ArrayList<>();
    private byte[] slab;
    private int used;
    /** Each record's slab (high 32 bits) and offset in it (low 32 bits), in the order added until sorted. */
    private long[] index = new long[1024];
    private int count;
    private long bytes;
    private boolean sorted = true;

    /** Copies in one record; returns the bytes it costs (its bytes, its lengths and its index entry). */
    long add(byte[] key, byte[] value) {
        int size = HEADER + key.length + value.length;
        if (slab == null || slab.length - used < size) {
            int next = slab == null ? FIRST_SLAB : Math.min(SLAB, slab.length * 2);
            slab = new byte[Math.max(next, size)];
            slabs.add(slab);
            used = 0;
        }
        if (count == index.length) {
            index = Arrays.copyOf(index, count * 2);
        }
        index[count++] = ((long) (slabs.size() - 1) << 32) | used;
        used = putInt(slab, used, key.length);
        System.arraycopy(key, 0, slab, used, key.length);
        used += key.length;
        used = putInt(slab, used, value.length);
        System.arraycopy(value, 0, slab, used, value.length);
        used += value.length;
        sorted = count == 1 || (sorted && compare(index[count - 2], index[count - 1]) <= 0);
        long cost = size + Long.BYTES;
        bytes += cost;
        return cost;
    }

    boolean isEmpty() {
        return count == 0;
    }

    /** Bytes of records held, as counted against the budget. */
    long bytes() {
        return bytes;
    }

    /** Orders the records by key, equal keys in the order they were added. */
    void sort() {
        if (!sorted) {
            long[] scratch = new long[count];
            mergeSort(index, scratch, 0, count);
            sorted = true;
        }
    }

    /** Hands each record in its current order to {@code out} as its raw run bytes. */
    void forEachRaw(RawRecordSink out) {
        for (int i = 0; i < count; i++) {
            byte[] in = slabs.get((int) (index[i] >>> 32));
            int at = (int) index[i];
            int keyLength = getInt(in, at);
            int valueLength = getInt(in, at + Integer.BYTES + keyLength);
            out.accept(in, at, HEADER + keyLength + valueLength);
        }
    }

    /** Where a record's raw run bytes go. */
    @FunctionalInterface
    interface RawRecordSink {
        void accept(byte[] bytes, int offset, int length);
    }

    /** The records in their current order, each copied out as it is read. */
    Iterator<KeyValue> records() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < count;
            }

            @Override
            public KeyValue next() {
                if (next >= count) {
                    throw new NoSuchElementException();
                }
                long position = index[next++];
                byte[] in = slabs.get((int) (position >>> 32));
                int at = (int) position;
                int keyLength = getInt(in, at);
                byte[] key = Arrays.copyOfRange(in, at + Integer.BYTES, at + Integer.BYTES + keyLength);
                int valueAt = at + Integer.BYTES + keyLength;
                int valueLength = getInt(in, valueAt);
                byte[] value = Arrays.copyOfRange(in, valueAt + Integer.BYTES, valueAt + Integer.BYTES + valueLength);
                return new KeyValue(key, value);
            }
        };
    }

    /** Compares two records by key, then by when they were added (their positions grow as records are added). */
    private int compare(long a, long b) {
        byte[] slabA = slabs.get((int) (a >>> 32));
        byte[] slabB = slabs.get((int) (b >>> 32));
        int atA = (int) a;
        int atB = (int) b;
        int lengthA = getInt(slabA, atA);
        int lengthB = getInt(slabB, atB);
        int byKey = Arrays.compareUnsigned(slabA, atA + Integer.BYTES, atA + Integer.BYTES + lengthA,
                slabB, atB + Integer.BYTES, atB + Integer.BYTES + lengthB);
        return byKey != 0 ? byKey : Long.compare(a, b);
    }

    /** Sorts {@code index[from, to)} (a stable merge sort, insertion sort below 32 records). */
    private void mergeSort(long[] values, long[] scratch, int from, int to) {
        if (to - from < 32) {
            for (int i = from + 1; i < to; i++) {
                long value = values[i];
                int j = i - 1;
                while (j >= from && compare(values[j], value) > 0) {
                    values[j + 1] = values[j];
                    j--;
                }
                values[j + 1] = value;
            }
            return;
        }
        int middle = (from + to) >>> 1;
        mergeSort(values, scratch, from, middle);
        mergeSort(values, scratch, middle, to);
        if (compare(values[middle - 1], values[middle]) <= 0) {
            return;
        }
        System.arraycopy(values, from, scratch, from, to - from);
        int left = from;
        int right = middle;
        for (int i = from; i < to; i++) {
            if (right >= to || (left < middle && compare(scratch[left], scratch[right]) <= 0)) {
                values[i] = scratch[left++];
            } else {
                values[i] = scratch[right++];
            }
        }
    }

    private static int putInt(byte[] into, int at, int value) {
        into[at] = (byte) (value >>> 24);
        into[at + 1] = (byte) (value >>> 16);
        into[at + 2] = (byte) (value >>> 8);
        into[at + 3] = (byte) value;
        return at + Integer.BYTES;
    }

    private static int getInt(byte[] from, int at) {
        return ((from[at] & 0xff) << 24) | ((from[at + 1] & 0xff) << 16) | ((from[at + 2] & 0xff) << 8)
                | (from[at + 3] & 0xff);
    }
}
