package io.cis.dist.audit;

import java.util.Locale;
import java.util.Optional;

/** Vulnerability severity in rising order, as {@code --fail-on} and the table count it (contract notes section 4). */
public enum Severity {
    NONE, LOW, MEDIUM, HIGH, CRITICAL;

    /** The label as CycloneDX writes it in {@code ratings[].severity}. */
    public String cycloneDx() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a feed's label; advisories say "moderate" where CVSS says "medium". Empty when the label is unknown. */
    public static Optional<Severity> parse(String label) {
        if (label == null) {
            return Optional.empty();
        }
        return switch (label.trim().toLowerCase(Locale.ROOT)) {
            case "critical" -> Optional.of(CRITICAL);
            case "high" -> Optional.of(HIGH);
            case "medium", "moderate" -> Optional.of(MEDIUM);
            case "low" -> Optional.of(LOW);
            case "none" -> Optional.of(NONE);
            default -> Optional.empty();
        };
    }

    /** The label of a CVSS base score by the thresholds of contract notes section 4. */
    public static Severity ofScore(double score) {
        if (score >= 9.0) {
            return CRITICAL;
        }
        if (score >= 7.0) {
            return HIGH;
        }
        if (score >= 4.0) {
            return MEDIUM;
        }
        return score > 0 ? LOW : NONE;
    }
}
