package io.cis.loader.spill;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * A spilled run on disk: length-prefixed keys and values, in the order they were written, in blocks of about
 * {@link #BLOCK} bytes each compressed with Zstandard at its fastest level. The records a build spills are JSON,
 * which shrinks several times over, so the disk a large build needs and the bytes it writes and reads back shrink
 * with it. A record never spans two blocks, and each block is compressed alone, so a reader holds one block.
 */
final class RunFile {

    /** Bytes of records per block before compression; a larger record makes a block of its own. */
    static final int BLOCK = 1 << 16;
    /** Zstandard's fastest regular level: several times smaller JSON at hundreds of MB/s. */
    private static final int LEVEL = 1;

    private final Path path;

    private RunFile(Path path) {
        this.path = path;
    }

    static RunFile write(Path path, Iterator<KeyValue> records) {
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(path), BLOCK);
             BlockWriter out = new BlockWriter(file)) {
            while (records.hasNext()) {
                out.write(records.next());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": cannot write spilled records (" + e.getMessage() + ")", e);
        }
        return new RunFile(path);
    }

    /** Writes a sorter's buffer, in its order, copying each record's bytes as the buffer holds them. */
    static RunFile write(Path path, RecordBuffer records) throws IOException {
        try (OutputStream file = new BufferedOutputStream(Files.newOutputStream(path), BLOCK);
             BlockWriter out = new BlockWriter(file)) {
            IOException[] failed = {null};
            records.forEachRaw((bytes, offset, length) -> {
                if (failed[0] == null) {
                    try {
                        out.writeRaw(bytes, offset, length);
                    } catch (IOException e) {
                        failed[0] = e;
                    }
                }
            });
            if (failed[0] != null) {
                throw failed[0];
            }
        } catch (IOException e) {
            throw new IOException(path + ": cannot write spilled records (" + e.getMessage() + ")", e);
        }
        return new RunFile(path);
    }

    Reader open() {
        try {
            return new Reader(new BufferedInputStream(Files.newInputStream(path), BLOCK / 4));
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": cannot read spilled records (" + e.getMessage() + ")", e);
        }
    }

    void delete() {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": cannot delete spilled records", e);
        }
    }

    /** Gathers records into a block and writes each full block compressed, prefixed by its two lengths. */
    private static final class BlockWriter implements AutoCloseable {
        private final DataOutputStream file;
        private final ZstdCompressCtx zstd = new ZstdCompressCtx().setLevel(LEVEL);
        private ByteBuffer block = ByteBuffer.allocate(BLOCK);
        private byte[] compressed = new byte[0];

        BlockWriter(OutputStream file) {
            this.file = new DataOutputStream(file);
        }

        void write(KeyValue record) throws IOException {
            room(2 * Integer.BYTES + record.key().length + record.value().length);
            block.putInt(record.key().length).put(record.key()).putInt(record.value().length).put(record.value());
        }

        /** A record already laid out as a run holds it: its key's length, key, value's length and value. */
        void writeRaw(byte[] bytes, int offset, int length) throws IOException {
            room(length);
            block.put(bytes, offset, length);
        }

        /** Room in the block for a record of {@code size} bytes: the full block is written out first. */
        private void room(int size) throws IOException {
            if (block.position() > 0 && block.remaining() < size) {
                flush();
            }
            if (block.remaining() < size) {
                block = ByteBuffer.allocate(size);
            }
        }

        private void flush() throws IOException {
            int size = block.position();
            int bound = (int) Zstd.compressBound(size);
            if (compressed.length < bound) {
                compressed = new byte[bound];
            }
            int length = zstd.compressByteArray(compressed, 0, compressed.length, block.array(), 0, size);
            file.writeInt(size);
            file.writeInt(length);
            file.write(compressed, 0, length);
            block = block.capacity() > BLOCK ? ByteBuffer.allocate(BLOCK) : block.clear();
        }

        @Override
        public void close() throws IOException {
            try {
                if (block.position() > 0) {
                    flush();
                }
                file.flush();
            } finally {
                zstd.close();
            }
        }
    }

    /** Reads a run front to back, one block in memory at a time. */
    final class Reader implements AutoCloseable {
        private final DataInputStream in;
        private final ZstdDecompressCtx zstd = new ZstdDecompressCtx();
        private byte[] compressed = new byte[0];
        private byte[] records = new byte[0];
        private ByteBuffer block = ByteBuffer.allocate(0);

        private Reader(InputStream in) {
            this.in = new DataInputStream(in);
        }

        /** The next record, or null at the end of the run. */
        KeyValue next() {
            try {
                if (!block.hasRemaining() && !nextBlock()) {
                    return null;
                }
                byte[] key = new byte[block.getInt()];
                block.get(key);
                byte[] value = new byte[block.getInt()];
                block.get(value);
                return new KeyValue(key, value);
            } catch (IOException | RuntimeException e) {
                throw new UncheckedIOException(path + ": cannot read spilled records (" + e.getMessage() + ")",
                        e instanceof IOException io ? io : new IOException(e));
            }
        }

        private boolean nextBlock() throws IOException {
            int size;
            try {
                size = in.readInt();
            } catch (EOFException end) {
                return false;
            }
            int length = in.readInt();
            if (size < 0 || length < 0) {
                throw new IOException("a block states a negative length");
            }
            if (compressed.length < length) {
                compressed = new byte[length];
            }
            in.readFully(compressed, 0, length);
            if (records.length < size) {
                records = new byte[size];
            }
            try {
                if (zstd.decompressByteArray(records, 0, size, compressed, 0, length) != size) {
                    throw new IOException("a block is shorter than stated");
                }
            } catch (ZstdException e) {
                throw new IOException("a block does not decompress: " + e.getMessage(), e);
            }
            block = ByteBuffer.wrap(records, 0, size);
            return true;
        }

        @Override
        public void close() {
            zstd.close();
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException(path + ": cannot close spilled records", e);
            }
        }
    }
}
