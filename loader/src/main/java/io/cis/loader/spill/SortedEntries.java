package io.cis.loader.spill;

import java.util.Iterator;

/** Records in ascending unsigned key order; close it when stopping before the end (it holds open run files). */
public interface SortedEntries extends Iterator<KeyValue>, AutoCloseable {

    @Override
    void close();
}
