package io.cis.engine.distro;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A distribution release the snapshot holds advisories of, stored under its key ({@code debian:12}, {@code wolfi}):
 * how many advisory statements name a package of it. A release without a record is not covered: the snapshot
 * cannot say whether its packages are vulnerable.
 */
public record DistroReleaseRecord(@JsonProperty("release") String release, @JsonProperty("statements") int statements) {
}
