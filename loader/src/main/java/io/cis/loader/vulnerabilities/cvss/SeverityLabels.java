package io.cis.loader.vulnerabilities.cvss;

import io.cis.engine.vulnerabilities.SeverityBand;

/**
 * The severity label of a CVSS score by the bands of contract notes section 4, which {@link SeverityBand} holds;
 * the labels as text for the feeds and merges that write them.
 */
public final class SeverityLabels {

    public static final String CRITICAL = SeverityBand.CRITICAL.label();
    public static final String HIGH = SeverityBand.HIGH.label();
    public static final String MEDIUM = SeverityBand.MEDIUM.label();
    public static final String LOW = SeverityBand.LOW.label();
    public static final String NONE = SeverityBand.NONE.label();

    private SeverityLabels() {
    }

    public static String of(double score) {
        return SeverityBand.of(score).label();
    }
}
