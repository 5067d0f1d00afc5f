package io.cis.engine.vulnerabilities;

/**
 * The severity bands of a CVSS base score (contract notes section 4), the one place their thresholds are written:
 * {@code Critical} from 9.0, {@code High} from 7.0, {@code Medium} from 4.0, {@code Low} above 0, else {@code None}.
 * The same bands apply to every CVSS version, v2 included, although CVSS v2 itself names only Low, Medium and High:
 * one scale lets answers and audits compare and filter vulnerabilities whatever version scored them.
 */
public enum SeverityBand {
    NONE("None", 0.0),
    LOW("Low", 0.1),
    MEDIUM("Medium", 4.0),
    HIGH("High", 7.0),
    CRITICAL("Critical", 9.0);

    private final String label;
    private final double floor;

    SeverityBand(String label, double floor) {
        this.label = label;
        this.floor = floor;
    }

    /** The label answers show in {@code cvss_severity} and {@code severity}. */
    public String label() {
        return label;
    }

    /** The lowest score of the band (CVSS scores have one decimal, so the lowest score above 0 is 0.1). */
    public double floor() {
        return floor;
    }

    /** The band of a base score: the highest band whose floor it reaches; any score above 0 is at least Low. */
    public static SeverityBand of(double score) {
        if (score >= CRITICAL.floor) {
            return CRITICAL;
        }
        if (score >= HIGH.floor) {
            return HIGH;
        }
        if (score >= MEDIUM.floor) {
            return MEDIUM;
        }
        return score > 0 ? LOW : NONE;
    }
}
