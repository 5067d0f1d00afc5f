package io.cis.dist.audit;

import io.cis.engine.version.ResolutionCode;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The readable report: one row per component (its whole purl, or its CPE when it has none, wrapped onto continuation
 * lines when long, open vulnerability counts by severity, highest EPSS, license expression and lifecycle status),
 * under it how a CPE was matched or why an OS package's release is not covered, and one line per vulnerability (id,
 * severity, EPSS, KEV, fixed versions, and for a suppressed one the statement or rule), then a totals line, which
 * names the components that could not be audited.
 */
public final class AuditTable {

    static final int PURL_WIDTH = 64;
    private static final String ROW = "%-" + PURL_WIDTH + "s %4s %4s %4s %4s %7s  %-28s %s%n";
    private static final String FINDING = "    %-22s %-8s %7s  %-3s  fixed: %s%s%n";

    public void write(Sbom sbom, List<ComponentAudit> audits, PrintWriter out) {
        out.printf(Locale.ROOT, ROW, "component", "crit", "high", "med", "low", "epss", "license", "status");
        int vulnerable = 0;
        int open = 0;
        int suppressed = 0;
        int unknown = 0;
        int byCpe = 0;
        int notCovered = 0;
        for (ComponentAudit audit : audits) {
            Map<Severity, Integer> counts = audit.countsBySeverity();
            int found = audit.vulnerabilities().vulnerabilities().size();
            int openHere = audit.open().size();
            open += openHere;
            suppressed += found - openHere;
            vulnerable += openHere > 0 ? 1 : 0;
            byCpe += audit.component().matchedByCpe() ? 1 : 0;
            notCovered += audit.releaseNotCovered() ? 1 : 0;
            unknown += audit.audited() || audit.releaseNotCovered() ? 0 : 1;
            List<String> label = wrap(audit.component().label(), PURL_WIDTH);
            out.printf(Locale.ROOT, ROW, label.get(0),
                    count(counts, Severity.CRITICAL), count(counts, Severity.HIGH), count(counts, Severity.MEDIUM),
                    count(counts, Severity.LOW),
                    audit.highestEpss().isPresent() ? String.format(Locale.ROOT, "%.4f", audit.highestEpss().getAsDouble()) : "-",
                    clip(dash(audit.licenses().statement()), 28), status(audit));
            for (String rest : label.subList(1, label.size())) {
                out.printf(Locale.ROOT, "  %s%n", rest);
            }
            if (audit.component().matchedByCpe()) {
                out.printf(Locale.ROOT, "    matched by CPE against NVD's configurations (no purl)%s%n",
                        audit.audited() ? "" : ": " + audit.vulnerabilities().resolution().message());
            }
            if (audit.releaseNotCovered()) {
                out.printf(Locale.ROOT, "    not covered: %s%n", audit.vulnerabilities().notice());
            }
            for (VulnerabilityRecord vulnerability : audit.vulnerabilities().vulnerabilities()) {
                out.printf(Locale.ROOT, FINDING, vulnerability.id(), ComponentAudit.severityOf(vulnerability).cycloneDx(),
                        vulnerability.epss() == null ? "-" : String.format(Locale.ROOT, "%.4f", vulnerability.epss().probability()),
                        vulnerability.knownExploited() ? "KEV" : "-", FixedVersions.label(audit.vulnerabilities(), vulnerability),
                        audit.suppressionOf(vulnerability).map(AuditTable::suppressed).orElse(""));
            }
        }
        out.printf(Locale.ROOT, "%d components audited, %d with vulnerabilities, %d vulnerabilities in all",
                audits.size(), vulnerable, open);
        if (suppressed > 0) {
            out.printf(Locale.ROOT, ", %d more suppressed", suppressed);
        }
        if (byCpe > 0) {
            out.printf(Locale.ROOT, "; %d components matched by CPE", byCpe);
        }
        if (unknown > 0) {
            out.printf(Locale.ROOT, "; %d components the snapshot does not know at their version", unknown);
        }
        if (notCovered > 0) {
            out.printf(Locale.ROOT, "; %d OS packages of distribution releases the snapshot does not cover", notCovered);
        }
        if (!sbom.unidentified().isEmpty()) {
            out.printf(Locale.ROOT, "; %d components without a purl or CPE not audited: %s", sbom.unidentified().size(),
                    String.join(", ", sbom.unidentified()));
        }
        out.printf(Locale.ROOT, "%n");
        out.flush();
    }

    private static String suppressed(Suppression suppression) {
        return "  suppressed: " + suppression.state()
                + (suppression.justification().isEmpty() ? "" : " (" + suppression.justification() + ")")
                + ", " + suppression.origin();
    }

    /**
     * The purl in lines of at most {@code width} characters (continuation lines are indented by two), broken before
     * a separator ({@code / @ ? & #}) in the second half of a line when there is one, so parts stay readable.
     */
    static List<String> wrap(String purl, int width) {
        List<String> lines = new ArrayList<>();
        String rest = purl;
        int room = width;
        while (rest.length() > room) {
            int cut = room;
            for (int i = room - 1; i > room / 2; i--) {
                if ("/@?&#".indexOf(rest.charAt(i)) >= 0) {
                    cut = i;
                    break;
                }
            }
            lines.add(rest.substring(0, cut));
            rest = rest.substring(cut);
            room = width - 2;
        }
        lines.add(rest);
        return lines;
    }

    /**
     * Lifecycle status of the version when known, else of the component, else the outcome code; for a component
     * matched by CPE (which has no lifecycle status) the outcome of the match, and {@code NOT_COVERED} for an OS
     * package of a release the snapshot does not cover.
     */
    private static String status(ComponentAudit audit) {
        if (audit.releaseNotCovered()) {
            return "NOT_COVERED";
        }
        if (audit.component().matchedByCpe()) {
            ResolutionCode code = audit.vulnerabilities().resolution().code();
            return code == ResolutionCode.OK ? "-" : code.name();
        }
        String version = audit.status().versionStatus().status();
        if (!version.isEmpty()) {
            return version;
        }
        String component = audit.status().componentStatus().status();
        if (!component.isEmpty()) {
            return component;
        }
        ResolutionCode code = audit.status().resolution().code();
        return code == ResolutionCode.OK ? "-" : code.name();
    }

    private static String count(Map<Severity, Integer> counts, Severity severity) {
        Integer n = counts.get(severity);
        return n == null ? "-" : Integer.toString(n);
    }

    private static String dash(String value) {
        return value == null || value.isEmpty() ? "-" : value;
    }

    private static String clip(String value, int width) {
        return value.length() <= width ? value : value.substring(0, width - 1) + "…";
    }
}
