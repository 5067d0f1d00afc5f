package io.cis.loader.spill;

/** One record of an {@link ExternalSorter}: an opaque key and value. */
public record KeyValue(byte[] key, byte[] value) {
}
