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
 * Sorts more key-value records than fit in memory: records are buffered until the space's shared budget is reached
 * (then the space writes out the largest buffer as a sorted run); reading merges the runs and the buffer. The sort
 * is stable: records with equal keys come back in the order they were added, which is how later feeds override
 * earlier ones. A read merges at most {@link #FAN_IN} runs at once, first merging adjacent runs into fewer larger
 * ones, so its memory (a block per run) does not grow with the number of records either.
 */
public final class ExternalSorter implements AutoCloseable {

    private static final Comparator<KeyValue> BY_KEY = (a, b) -> Arrays.compareUnsigned(a.key(), b.key());
    /** Runs one read merges at once: 64 blocks of 64 KiB and their compressed bytes. */
    static final int FAN_IN = 64;

    private final SpillSpace space;
    private final String name;
    private final List<RunFile> runs = new ArrayList<>();
    private RecordBuffer buffer = new RecordBuffer();
    private long bufferedBytes;
    private long size;

    /** @param name what the records are, in the names of spilled files */
    public ExternalSorter(SpillSpace space, String name) {
        this.space = space;
        this.name = name;
    }

    public void add(byte[] key, byte[] value) {
        long bytes = buffer.add(key, value);
        bufferedBytes += bytes;
        size++;
        space.buffered(this, bytes);
    }

    /** Bytes of records this sorter holds in memory, as counted against the space's budget. */
    long bufferedBytes() {
        return bufferedBytes;
    }

    /** How many records were added. */
    public long size() {
        return size;
    }

    /** How many runs went to disk, for the build summary. */
    public int spilledRuns() {
        return runs.size();
    }

    /**
     * Every record added so far, in key order; may be called again after more records are added. A sorter that
     * already spilled writes out its buffer too, so that reading holds no more of its records than the merge's
     * read buffers; one that never did is read from memory.
     */
    public SortedEntries sorted() {
        if (!runs.isEmpty() && !buffer.isEmpty()) {
            spill();
        }
        reduceRuns();
        buffer.sort();
        return merge(runs, buffer.records());
    }

    /** The records of {@code runs} and then {@code memory} (sorted), merged; earlier inputs win ties. */
    private static SortedEntries merge(List<RunFile> runs, Iterator<KeyValue> records) {
        List<Source> sources = new ArrayList<>();
        try {
            for (RunFile run : runs) {
                RunFile.Reader reader = run.open();
                sources.add(new Source(sources.size(), reader::next, reader));
            }
        } catch (RuntimeException e) {
            sources.forEach(Source::close);
            throw e;
        }
        sources.add(new Source(sources.size(), () -> records.hasNext() ? records.next() : null, null));
        return new Merge(sources);
    }

    /** Writes the buffer out as a sorted run and empties it; called by the space when its budget is reached. */
    void spill() {
        buffer.sort();
        try {
            runs.add(RunFile.write(space.newFile(name + "-"), buffer));
        } catch (IOException e) {
            throw cannotSpill(e);
        }
        emptyBuffer();
    }

    /**
     * Merges runs until at most {@link #FAN_IN} are left, each merge taking adjacent runs (so that equal keys keep
     * the order they were added in) and never more than needed: with 100 runs, one merge of 37 leaves 64. A pass
     * merges runs not merged before while there are enough of them, so that most records are rewritten once.
     */
    private void reduceRuns() {
        int merged = 0;
        while (runs.size() > FAN_IN) {
            int count = Math.min(FAN_IN, runs.size() - FAN_IN + 1);
            if (merged + count > runs.size()) {
                merged = 0;
            }
            List<RunFile> adjacent = runs.subList(merged, merged + count);
            RunFile run;
            try (SortedEntries entries = merge(new ArrayList<>(adjacent), java.util.Collections.emptyIterator())) {
                run = writeRun(entries);
            }
            adjacent.forEach(RunFile::delete);
            adjacent.clear();
            runs.add(merged, run);
            merged++;
        }
    }

    private RunFile writeRun(Iterator<KeyValue> records) {
        try {
            return RunFile.write(space.newFile(name + "-"), records);
        } catch (IOException e) {
            throw cannotSpill(e);
        }
    }

    private UncheckedIOException cannotSpill(IOException e) {
        return new UncheckedIOException(space.directory() + ": cannot spill " + name + " (" + e.getMessage() + ")", e);
    }

    private void emptyBuffer() {
        long released = bufferedBytes;
        buffer = new RecordBuffer();
        bufferedBytes = 0;
        if (released > 0) {
            space.released(this, released);
        }
    }

    /** Deletes the spilled runs. */
    @Override
    public void close() {
        runs.forEach(RunFile::delete);
        runs.clear();
        emptyBuffer();
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
