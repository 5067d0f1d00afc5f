package io.cis.loader.vulnerabilities;

/** One OSV range event: {@code introduced}, {@code fixed}, {@code last_affected} or {@code limit}, with its version. */
public record RangeEvent(String kind, String version) {
}
