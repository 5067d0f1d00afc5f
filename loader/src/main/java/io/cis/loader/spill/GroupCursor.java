package io.cis.loader.spill;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The lookup side of a sorted merge join: reads a sorter's records once, front to back, answering for keys asked in
 * ascending order the values stored under each. Joining two key-sorted streams this way holds one group in memory,
 * where a map of one side would hold all of it.
 */
public final class GroupCursor implements AutoCloseable {

    private final SortedEntries entries;
    private KeyValue next;
    private byte[] lastAsked;

    public GroupCursor(ExternalSorter sorter) {
        this.entries = sorter.sorted();
        this.next = entries.hasNext() ? entries.next() : null;
    }

    /**
     * The values stored under {@code key}, in the order they were added; empty when there are none.
     *
     * @throws IllegalArgumentException when {@code key} is not above the key asked before (a join reads forward only)
     */
    public List<byte[]> valuesOf(byte[] key) {
        if (lastAsked != null && Arrays.compareUnsigned(lastAsked, key) >= 0) {
            throw new IllegalArgumentException("keys must be asked in ascending order");
        }
        lastAsked = key;
        while (next != null && Arrays.compareUnsigned(next.key(), key) < 0) {
            advance();
        }
        List<byte[]> values = new ArrayList<>();
        while (next != null && Arrays.equals(next.key(), key)) {
            values.add(next.value());
            advance();
        }
        return values;
    }

    private void advance() {
        next = entries.hasNext() ? entries.next() : null;
    }

    @Override
    public void close() {
        entries.close();
    }
}
