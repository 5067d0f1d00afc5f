package io.cis.dist.audit;

import io.cis.engine.vulnerabilities.SeverityBand;
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

    /** The severity of a CVSS base score, by the bands of contract notes section 4. */
    public static Severity ofScore(double score) {
        return valueOf(SeverityBand.of(score).name());
    }

    /** The lowest base score of this severity's band. */
    public double floor() {
        return SeverityBand.valueOf(name()).floor();
    }
}
