package io.cis.engine.snapshot;

import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.Cache;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.CompressionType;
import org.rocksdb.IndexType;
import org.rocksdb.Options;

/**
 * The table settings of every column family, written and read alike: LZ4-compressed blocks of RocksDB's default size
 * and a full-key bloom filter of {@value #BLOOM_BITS_PER_KEY} bits per key, so a point lookup of an absent key (most
 * vulnerability questions) rarely reads a data block. Index and filter are partitioned into blocks of about
 * {@value #METADATA_BLOCK_SIZE} bytes under a small top-level index: a reader keeps only the top level in memory and
 * reads the partitions a lookup needs through the block cache, so the memory of an open snapshot does not grow with
 * its size (a whole index and filter, as RocksDB keeps them otherwise, took 745 MB at a hundred million versions).
 * The writer and the reader take them from here; a change is a change of the format (docs/snapshot-format.md). A
 * reader takes each file's index and filter layout from the file itself, so tables written before partitioning are
 * read as before, held whole in memory.
 */
public final class TableOptions {

    /** Bits per key of the bloom filter: about 1% false positives. */
    public static final int BLOOM_BITS_PER_KEY = 10;

    /** Bytes of one index or filter partition: RocksDB's data block size, so a partition is one read like a block. */
    public static final long METADATA_BLOCK_SIZE = 4096;

    /** The compression of every data block. */
    public static final CompressionType COMPRESSION = CompressionType.LZ4_COMPRESSION;

    private TableOptions() {
    }

    /** Options for writing one table's SST file; close them after use. */
    public static Options forSstFile() {
        return new Options().setCompressionType(COMPRESSION).setTableFormatConfig(tableConfig());
    }

    /** Column family options for the database the SST files are ingested into and compacted in; close them after use. */
    public static ColumnFamilyOptions forWriting() {
        return new ColumnFamilyOptions().setCompressionType(COMPRESSION).setTableFormatConfig(tableConfig());
    }

    /** Column family options for reading, with the snapshot's block cache; close them after use. */
    public static ColumnFamilyOptions forReading(Cache blockCache) {
        return new ColumnFamilyOptions().setTableFormatConfig(tableConfig().setBlockCache(blockCache));
    }

    private static BlockBasedTableConfig tableConfig() {
        // false: the full filter of the current table format, not the legacy block-based one
        return new BlockBasedTableConfig().setFilterPolicy(new BloomFilter(BLOOM_BITS_PER_KEY, false))
                .setIndexType(IndexType.kTwoLevelIndexSearch).setPartitionFilters(true)
                .setMetadataBlockSize(METADATA_BLOCK_SIZE);
    }
}
