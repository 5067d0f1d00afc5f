package io.cis.bench.scale;

import java.util.List;

/**
 * One catalog component as drawn: who it is, its sorted version history and the facts its catalog lines state.
 *
 * @param license          the expression most versions declare
 * @param usesCryptography whether some of its versions get {@code algorithms} lines
 * @param declaresLocations whether it gets a {@code locations} line
 */
record GeneratedComponent(ComponentIdentity identity, List<ReleasedVersion> versions, String license,
                          boolean usesCryptography, boolean declaresLocations) {

    PurlType type() {
        return identity.type();
    }
}
