package io.cis.loader.cryptography;

import java.util.List;

/**
 * What one feed says about the algorithms one component version uses. {@code purl} is the component as the feed
 * spells it (no version); {@code source} names where it was stated (file and record), for the build summary.
 */
public record VersionAlgorithms(String purl, String version, List<StatedAlgorithm> algorithms, String source) {

    public VersionAlgorithms {
        algorithms = List.copyOf(algorithms);
    }
}
