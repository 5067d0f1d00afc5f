package io.cis.loader.feeds.maven;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a POM inherits from the parent POMs that are in the feed, as Maven resolves it: {@code <licenses>} from the
 * nearest POM up the {@code <parent>} chain that declares any (a child's own list replaces its parent's), and each
 * {@code <scm>} field from the nearest POM that sets it. log4j-core 2.24.0 declares its license but no SCM; its
 * parent log4j declares none either, and log4j's parent log4j-bom names the repository. The chain stops at the first
 * parent the feed does not hold, at a cycle, or after {@value #MAX_DEPTH} parents.
 */
final class PomInheritance {

    /** Far deeper than real hierarchies (a handful of levels); it bounds a chain the feed makes endless. */
    static final int MAX_DEPTH = 32;

    private final Map<Pom.Coordinates, Pom> byCoordinates = new HashMap<>();

    /** The POMs of a feed; where two have the same coordinates, the first (in path order) is the parent. */
    PomInheritance(List<Pom> poms) {
        for (Pom pom : poms) {
            Pom.Coordinates coordinates = pom.coordinates();
            if (coordinates != null) {
                byCoordinates.putIfAbsent(coordinates, pom);
            }
        }
    }

    /** The POM with the licenses and SCM fields it states or inherits. */
    Pom resolve(Pom pom) {
        List<String> licenses = pom.licenses();
        Pom.Scm scm = pom.scm();
        Set<Pom.Coordinates> seen = new HashSet<>();
        Pom current = pom;
        for (int depth = 0; depth < MAX_DEPTH && current.parent() != null; depth++) {
            Pom parent = byCoordinates.get(current.parent());
            if (parent == null || !seen.add(current.parent())) {
                break;
            }
            if (licenses.isEmpty()) {
                licenses = parent.licenses();
            }
            scm = scm.orElse(parent.scm());
            current = parent;
        }
        return pom.inheriting(licenses, scm);
    }
}
