package io.cis.loader.vulnerabilities;

import io.cis.loader.vulnerabilities.cvss.SeverityLabels;
import java.util.List;
import java.util.Locale;

/** The answer's severity for a vulnerability without any CVSS vector: the most severe of its databases' own labels. */
final class DatabaseSeverity {

    private DatabaseSeverity() {
    }

    /** The most severe of labels such as {@code CRITICAL}, {@code HIGH}, {@code MODERATE}, {@code LOW}, in title case; "" when none is known. */
    static String of(List<String> labels) {
        int rank = -1;
        for (String label : labels) {
            rank = Math.max(rank, rank(label));
        }
        return switch (rank) {
            case 4 -> SeverityLabels.CRITICAL;
            case 3 -> SeverityLabels.HIGH;
            case 2 -> SeverityLabels.MEDIUM;
            case 1 -> SeverityLabels.LOW;
            case 0 -> SeverityLabels.NONE;
            default -> "";
        };
    }

    private static int rank(String label) {
        return switch (label.trim().toUpperCase(Locale.ROOT)) {
            case "CRITICAL" -> 4;
            case "HIGH", "IMPORTANT" -> 3;
            case "MODERATE", "MEDIUM" -> 2;
            case "LOW", "NEGLIGIBLE", "UNIMPORTANT" -> 1;
            case "NONE" -> 0;
            default -> -1;
        };
    }
}
