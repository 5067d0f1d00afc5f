package io.cis.loader.build;

/** A record a feed could not use, with where it was and why; the build summary reports every one. */
public record SkippedRecord(String file, String id, String reason) {
}
