package io.cis.engine.cryptography;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The algorithms of one component version as the snapshot stores them (key: canonical purl, 0x00, version):
 * named, classified, de-duplicated and sorted by name at build time, so an answer is one read.
 */
public record CryptographyRecord(@JsonProperty("algorithms") List<Algorithm> algorithms) {

    public CryptographyRecord {
        algorithms = List.copyOf(algorithms == null ? List.of() : algorithms);
    }
}
