package io.cis.engine.cryptography;

import io.cis.engine.version.Resolution;
import java.util.List;

/** The algorithms of the resolved version of one component (empty when no version resolves). */
public record ComponentAlgorithms(Resolution resolution, List<Algorithm> algorithms) {

    public ComponentAlgorithms {
        algorithms = List.copyOf(algorithms);
    }
}
