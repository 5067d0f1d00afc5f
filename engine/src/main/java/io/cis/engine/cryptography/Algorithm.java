package io.cis.engine.cryptography;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A cryptographic algorithm a component version uses, as answers show it: its name (the crypto algorithm
 * dataset's id when the dataset knows it), its strength classification ({@code ""} when none is known), and, when the
 * version's package archive was scanned for it, the number of the archive's files that name it ({@code files}, since
 * schema 1.9; absent otherwise).
 */
public record Algorithm(@JsonProperty("algorithm") String algorithm, @JsonProperty("strength") String strength,
                        @JsonProperty("files") @JsonInclude(JsonInclude.Include.NON_NULL) Long files) {

    public Algorithm {
        algorithm = algorithm == null ? "" : algorithm;
        strength = strength == null ? "" : strength;
    }

    /** An algorithm a feed states without counting files. */
    public Algorithm(String algorithm, String strength) {
        this(algorithm, strength, null);
    }
}
