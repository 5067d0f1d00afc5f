package io.cis.loader.vulnerabilities.cvss;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.metaeffekt.core.security.cvss.CvssVector;
import org.metaeffekt.core.security.cvss.CvssVector.CvssVectorAttribute;

/**
 * Reads a vector into ae-security's model, refusing what that library would pass over: its own parser drops
 * metrics it does not know and values it cannot read, and takes an unknown {@code CVSS:x.y/} prefix for v2, which
 * would score a damaged vector as if it were another. Here every metric must be known, set once, and take the value
 * written, and all base metrics must be there.
 */
final class StrictCvssParser {

    /** A vector that parsed: its version and the filled model. */
    record Parsed(CvssVersion version, CvssVector model) {
    }

    Optional<Parsed> parse(String vector) {
        if (vector == null || vector.isEmpty()) {
            return Optional.empty();
        }
        Optional<CvssVersion> version = CvssVersion.of(vector);
        if (version.isEmpty()) {
            return Optional.empty();
        }
        CvssVector model = version.get().newModel();
        Set<String> seen = new HashSet<>();
        for (String metric : version.get().metrics(vector).split("/", -1)) {
            if (!apply(model, metric, seen)) {
                return Optional.empty();
            }
        }
        return model.isBaseFullyDefined() ? Optional.of(new Parsed(version.get(), model)) : Optional.empty();
    }

    /** Applies one {@code KEY:VALUE} part; false when it is malformed, repeated, unknown or has a value not taken. */
    private static boolean apply(CvssVector model, String metric, Set<String> seen) {
        int colon = metric.indexOf(':');
        if (colon <= 0 || colon == metric.length() - 1 || metric.indexOf(':', colon + 1) >= 0) {
            return false;
        }
        String key = metric.substring(0, colon);
        String value = metric.substring(colon + 1);
        if (!seen.add(key)) {
            return false;
        }
        try {
            if (!model.applyVectorArgument(key, value)) {
                return false;
            }
            // the library reports an unreadable value as applied, leaving the metric unset or as it was
            CvssVectorAttribute applied = model.getVectorArgument(key);
            return applied != null && value.equals(applied.getShortIdentifier());
        } catch (RuntimeException e) {
            return false;
        }
    }
}
