package io.cis.loader.spill;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;
import java.util.function.Supplier;

/**
 * Sorts more key-value records than fit in memory: records are buffered up to the space's budget, then written out as
 * a sorted run; reading merges the runs and the buffer. The sort is stable: records with equal keys come back in the
 * order they were added, which is how later feeds override earlier ones.
 */
public final class ExternalSorter implements AutoCloseable {

    /** What one buffered record costs beyond its bytes: the record, two array headers and the list slot. */
    private static final int RECORD_OVERHEAD = 64;
    private static final Comparator<KeyValue> BY_KEY = (a, b) -> Arrays.compareUnsigned(a.key(), b.key());

    private final SpillSpace space;
    private final String name;
    private final List<RunFile> runs = new ArrayList<>();
    private List<KeyValue> buffer = new ArrayList<>();
    private long bufferedBytes;
    private long size;

    /** @param name what the records are, in the names of spilled files */
    public ExternalSorter(SpillSpace space, String name) {
        this.space = space;
        this.name = name;
    }

    public void add(byte[] key, byte[] value) {
        buffer.add(new KeyValue(key, value));
        bufferedBytes += key.length + value.length + RECORD_OVERHEAD;
        size++;
        if (bufferedBytes >= space.memoryBudget()) {
            spill();
        }
    }

    /** How many records were added. */
    public long size() {
        return size;
    }

    /** How many runs went to disk, for the build summary. */
    public int spilledRuns() {
        return runs.size();
    }

    /** Every record added so far, in key order; may be called again after more records are added. */
    public SortedEntries sorted() {
        buffer.sort(BY_KEY);
        List<Source> sources = new ArrayList<>();
        for (RunFile run : runs) {
            RunFile.Reader reader = run.open();
            sources.add(new Source(sources.size(), reader::next, reader));
        }
        Iterator<KeyValue> memory = List.copyOf(buffer).iterator();
        sources.add(new Source(sources.size(), () -> memory.hasNext() ? memory.next() : null, null));
        return new Merge(sources);
    }

    private void spill() {
        buffer.sort(BY_KEY);
        try {
            runs.add(RunFile.write(space.newFile(name + "-"), buffer));
        } catch (IOException e) {
            throw new UncheckedIOException(space.directory() + ": cannot spill " + name + " (" + e.getMessage() + ")", e);
        }
        buffer = new ArrayList<>();
        bufferedBytes = 0;
    }

    /** Deletes the spilled runs. */
    @Override
    public void close() {
        runs.forEach(RunFile::delete);
        runs.clear();
        buffer = new ArrayList<>();
        bufferedBytes = 0;
    }

    /** One sorted input of a merge; lower positions were added earlier, so they win ties. */
    private static final class Source {
        private final int position;
        private final Supplier<KeyValue> next;
        private final RunFile.Reader reader;
        private KeyValue current;

        Source(int position, Supplier<KeyValue> next, RunFile.Reader reader) {
            this.position = position;
            this.next = next;
            this.reader = reader;
            this.current = next.get();
        }

        boolean advance() {
            current = next.get();
            return current != null;
        }

        void close() {
            if (reader != null) {
                reader.close();
            }
        }
    }

    /** A k-way merge of sorted sources. */
    private static final class Merge implements SortedEntries {
        private final PriorityQueue<Source> queue = new PriorityQueue<>(
                Comparator.<Source, KeyValue>comparing(s -> s.current, BY_KEY).thenComparingInt(s -> s.position));
        private final List<Source> all;

        Merge(List<Source> sources) {
            this.all = sources;
            for (Source source : sources) {
                if (source.current != null) {
                    queue.add(source);
                } else {
                    source.close();
                }
            }
        }

        @Override
        public boolean hasNext() {
            return !queue.isEmpty();
        }

        @Override
        public KeyValue next() {
            Source source = queue.poll();
            if (source == null) {
                throw new NoSuchElementException();
            }
            KeyValue record = source.current;
            if (source.advance()) {
                queue.add(source);
            } else {
                source.close();
            }
            return record;
        }

        @Override
        public void close() {
            all.forEach(Source::close);
            queue.clear();
        }
    }
}
