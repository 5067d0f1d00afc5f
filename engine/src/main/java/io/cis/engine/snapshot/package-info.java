/**
 * The snapshot on the read side: the manifest and its reader, the verifier (schema major, every file's SHA-256, no file
 * the manifest does not list), the verification record, the read-only RocksDB handle whose block checksums are checked
 * on every read, the JSON value codec shared with the writer, and the cache of decoded values that lets a value be
 * parsed and prepared once per snapshot.
 */
package io.cis.engine.snapshot;
