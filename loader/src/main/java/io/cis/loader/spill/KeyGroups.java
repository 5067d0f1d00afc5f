package io.cis.loader.spill;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Reads a sorter's records as groups of equal keys, so a merge holds one group in memory at a time. */
public final class KeyGroups {

    /** What to do with one group: its key and its values in the order they were added. */
    @FunctionalInterface
    public interface GroupAction {
        void accept(byte[] key, List<byte[]> values);
    }

    private KeyGroups() {
    }

    /** Hands each group of {@code sorter}'s records to {@code action}, in key order. */
    public static void each(ExternalSorter sorter, GroupAction action) {
        try (SortedEntries entries = sorter.sorted()) {
            byte[] current = null;
            List<byte[]> values = new ArrayList<>();
            while (entries.hasNext()) {
                KeyValue entry = entries.next();
                if (current != null && !Arrays.equals(current, entry.key())) {
                    action.accept(current, values);
                    values = new ArrayList<>();
                }
                current = entry.key();
                values.add(entry.value());
            }
            if (current != null) {
                action.accept(current, values);
            }
        }
    }
}
