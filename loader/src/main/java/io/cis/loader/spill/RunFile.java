package io.cis.loader.spill;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;

/** A spilled run on disk: length-prefixed keys and values, in the order they were written. */
final class RunFile {

    private static final int BUFFER = 1 << 16;

    private final Path path;

    private RunFile(Path path) {
        this.path = path;
    }

    static RunFile write(Path path, Iterator<KeyValue> records) {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(path), BUFFER))) {
            while (records.hasNext()) {
                KeyValue record = records.next();
                out.writeInt(record.key().length);
                out.write(record.key());
                out.writeInt(record.value().length);
                out.write(record.value());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(path + ": cannot write spilled records (" + e.getMessage() + ")", e);
        }
        return new RunFile(path);
    }

    Reader open() {
        try {
            return new Reader(new DataInputStream(new BufferedInputStream(Files.newInputStream(path), BUFFER)));
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

    /** Reads a run front to back. */
    final class Reader implements AutoCloseable {
        private final DataInputStream in;

        private Reader(DataInputStream in) {
            this.in = in;
        }

        /** The next record, or null at the end of the run. */
        KeyValue next() {
            try {
                int keyLength;
                try {
                    keyLength = in.readInt();
                } catch (EOFException end) {
                    return null;
                }
                byte[] key = in.readNBytes(keyLength);
                byte[] value = in.readNBytes(in.readInt());
                return new KeyValue(key, value);
            } catch (IOException e) {
                throw new UncheckedIOException(path + ": cannot read spilled records (" + e.getMessage() + ")", e);
            }
        }

        @Override
        public void close() {
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException(path + ": cannot close spilled records", e);
            }
        }
    }
}
