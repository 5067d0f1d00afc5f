package io.cis.loader.vulnerabilities.cvss;

/**
 * The severity label of a CVSS score (contract notes section 4): {@code Critical} from 9.0, {@code High} from 7.0,
 * {@code Medium} from 4.0, {@code Low} above 0, else {@code None}. The same thresholds apply to every CVSS version,
 * v2 included, although CVSS v2 itself names only Low, Medium and High (NVD labels v2 scores from 7.0 High): one
 * label scale lets answers compare and filter vulnerabilities whatever version scored them.
 */
public final class SeverityLabels {

    public static final String CRITICAL = "Critical";
    public static final String HIGH = "High";
    public static final String MEDIUM = "Medium";
    public static final String LOW = "Low";
    public static final String NONE = "None";

    private SeverityLabels() {
    }

    public static String of(double score) {
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
