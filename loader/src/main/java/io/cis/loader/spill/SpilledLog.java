package io.cis.loader.spill;

import io.cis.engine.snapshot.ValueCodec;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Values of one type kept in the order they were added, written to disk past the memory budget. */
public final class SpilledLog<T> implements AutoCloseable {

    private final ExternalSorter sorter;
    private final ValueCodec codec;
    private final Class<T> type;
    private long next;

    public SpilledLog(SpillSpace space, String name, ValueCodec codec, Class<T> type) {
        this.sorter = new ExternalSorter(space, name);
        this.codec = codec;
        this.type = type;
    }

    public void add(T value) {
        // Big-endian sequence numbers sort as they were added, so the sorter keeps insertion order.
        sorter.add(ByteBuffer.allocate(Long.BYTES).putLong(next++).array(), codec.encode(value));
    }

    public long size() {
        return sorter.size();
    }

    /** Hands every value to {@code action} in the order they were added. */
    public void forEach(Consumer<? super T> action) {
        try (SortedEntries entries = sorter.sorted()) {
            while (entries.hasNext()) {
                action.accept(codec.decode(entries.next().value(), type));
            }
        }
    }

    /** Every value read into memory: for small logs and inspection. */
    public List<T> toList() {
        List<T> values = new ArrayList<>();
        forEach(values::add);
        return values;
    }

    @Override
    public void close() {
        sorter.close();
    }
}
