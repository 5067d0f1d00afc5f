/**
 * The snapshot format, written and read in one place: the schema ({@code SnapshotSchema}: every table with its key
 * form and the version that added it, the history of the format), the table options both sides use, the JSON value
 * codec, the database writer the loader's build publishes through, and on the read side the manifest and its reader,
 * the verifier (schema major, every file's SHA-256, no file the manifest does not list, every table of the schema
 * version present), the verification record, the read-only RocksDB handle whose block checksums are checked on every
 * read, and the cache of decoded values that lets a value be parsed and prepared once per snapshot.
 */
package io.cis.engine.snapshot;
