package io.cis.loader.vulnerabilities;

import java.util.List;
import java.util.Locale;

/** The answer's title-case severity: from the highest CVSS score, else from an advisory database's own label. */
final class SeverityLabels {

    private SeverityLabels() {
    }

    static String ofScore(double score) {
        if (score >= 9.0) {
            return "Critical";
        }
        if (score >= 7.0) {
            return "High";
        }
        if (score >= 4.0) {
            return "Medium";
        }
        return score > 0 ? "Low" : "None";
    }

    /** The most severe of the database labels ({@code CRITICAL}, {@code HIGH}, {@code MODERATE}, ...), or "". */
    static String ofDatabase(List<String> labels) {
        int rank = -1;
        for (String label : labels) {
            rank = Math.max(rank, rank(label));
        }
        return switch (rank) {
            case 4 -> "Critical";
            case 3 -> "High";
            case 2 -> "Medium";
            case 1 -> "Low";
            case 0 -> "None";
            default -> "";
        };
    }

    private static int rank(String label) {
        return switch (label.trim().toUpperCase(Locale.ROOT)) {
            case "CRITICAL" -> 4;
            case "HIGH", "IMPORTANT" -> 3;
            case "MODERATE", "MEDIUM" -> 2;
            case "LOW" -> 1;
            case "NONE" -> 0;
            default -> -1;
        };
    }
}
