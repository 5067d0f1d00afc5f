package io.cis.loader.fetch;

/**
 * One file of a source as the manifest records it: where it lies under the feeds folder, where it came from, the
 * upstream's validators, its SHA-256 and record count, and whether this run transferred it or the upstream answered
 * "not modified".
 */
public record FetchedFile(String path, String url, String etag, String lastModified, String sha256, long bytes,
                          long records, boolean transferred) {
}
