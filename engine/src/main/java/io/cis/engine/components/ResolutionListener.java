package io.cis.engine.components;

import io.cis.engine.version.ResolutionCode;

/** Told the outcome of every component lookup, whatever the domain; monitoring counts them. */
@FunctionalInterface
public interface ResolutionListener {

    ResolutionListener NONE = code -> {
    };

    void resolved(ResolutionCode code);
}
