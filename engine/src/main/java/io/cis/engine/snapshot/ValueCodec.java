package io.cis.engine.snapshot;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Encodes snapshot values and the manifest. Values are UTF-8 JSON of the engine's records: compact enough for
 * the domains stored so far, readable with any RocksDB tool, and shared by the writer and the reader.
 */
public final class ValueCodec {

    private final ObjectMapper mapper = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);

    public byte[] encode(Object value) {
        try {
            return mapper.writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode " + value.getClass().getSimpleName(), e);
        }
    }

    public <T> T decode(byte[] bytes, Class<T> type) {
        try {
            return mapper.readValue(bytes, type);
        } catch (IOException e) {
            throw new SnapshotCorruptException("stored " + type.getSimpleName() + " cannot be decoded: " + e.getMessage(), e);
        }
    }

    public byte[] encodePretty(Object value) {
        try {
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsBytes(value);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot encode " + value.getClass().getSimpleName(), e);
        }
    }
}
