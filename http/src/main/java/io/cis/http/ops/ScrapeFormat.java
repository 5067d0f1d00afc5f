package io.cis.http.ops;

import java.util.Locale;

/**
 * The text format {@code /metrics} answers in: OpenMetrics 1.0 when the scraper's {@code Accept} header prefers it
 * (Prometheus offers it first by default), else the Prometheus text format 0.0.4, which every scraper reads.
 */
public enum ScrapeFormat {
    // The content types the Prometheus client's writers declare; the registry picks its writer from them.
    PROMETHEUS_TEXT("text/plain; version=0.0.4; charset=utf-8"),
    OPENMETRICS("application/openmetrics-text; version=1.0.0; charset=utf-8");

    private static final String OPENMETRICS_TYPE = "application/openmetrics-text";

    private final String contentType;

    ScrapeFormat(String contentType) {
        this.contentType = contentType;
    }

    /** The {@code Content-Type} of an answer in this format. */
    public String contentType() {
        return contentType;
    }

    /**
     * The format for an {@code Accept} header (null when absent). Each type takes the quality of the most specific
     * range that matches it (RFC 9110, 12.5.1); OpenMetrics is chosen when its quality is above zero and not below
     * that of {@code text/plain}, or equal to it only when OpenMetrics was named.
     */
    public static ScrapeFormat forAccept(String accept) {
        if (accept == null || accept.isBlank()) {
            return PROMETHEUS_TEXT;
        }
        Quality open = new Quality();
        Quality text = new Quality();
        for (String range : accept.split(",")) {
            String[] parts = range.split(";");
            if (parts.length == 0) {
                continue;
            }
            String type = parts[0].trim().toLowerCase(Locale.ROOT);
            double q = quality(parts);
            open.offer(type, OPENMETRICS_TYPE, "application/*", q);
            text.offer(type, "text/plain", "text/*", q);
        }
        boolean named = open.specificity == 3;
        return open.value() > 0 && (open.value() > text.value() || named && open.value() == text.value())
                ? OPENMETRICS : PROMETHEUS_TEXT;
    }

    private static double quality(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim();
            if (parameter.length() > 2 && (parameter.startsWith("q=") || parameter.startsWith("Q="))) {
                try {
                    double q = Double.parseDouble(parameter.substring(2).trim());
                    return q >= 0 && q <= 1 ? q : 0;
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 1;
    }

    /** The quality one media type gets from the most specific range naming it so far. */
    private static final class Quality {
        private int specificity;
        private double value;

        void offer(String range, String exact, String subtypeWildcard, double q) {
            int matched = range.equals(exact) ? 3 : range.equals(subtypeWildcard) ? 2 : range.equals("*/*") ? 1 : 0;
            if (matched > specificity) {
                specificity = matched;
                value = q;
            } else if (matched > 0 && matched == specificity) {
                value = Math.max(value, q);
            }
        }

        double value() {
            return value;
        }
    }
}
