package io.cis.engine.cryptography;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A cryptographic algorithm a component version uses, as answers show it: its name (the crypto algorithm
 * dataset's id when the dataset knows it) and its strength classification ({@code ""} when none is known).
 */
public record Algorithm(@JsonProperty("algorithm") String algorithm, @JsonProperty("strength") String strength) {

    public Algorithm {
        algorithm = algorithm == null ? "" : algorithm;
        strength = strength == null ? "" : strength;
    }
}
