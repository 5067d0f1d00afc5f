package io.cis.dist.audit;

import io.cis.engine.version.ResolutionCode;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The readable report: one row per component with its version, vulnerability counts by severity, highest EPSS,
 * license expression and lifecycle status, then a totals line.
 */
public final class AuditTable {

    private static final String ROW = "%-44s %-18s %4s %4s %4s %4s %7s  %-28s %s%n";

    public void write(Sbom sbom, List<ComponentAudit> audits, PrintWriter out) {
        out.printf(Locale.ROOT, ROW, "component", "version", "crit", "high", "med", "low", "epss", "license", "status");
        int vulnerable = 0;
        int vulnerabilities = 0;
        for (ComponentAudit audit : audits) {
            Map<Severity, Integer> counts = audit.countsBySeverity();
            int found = audit.vulnerabilities().vulnerabilities().size();
            vulnerabilities += found;
            vulnerable += found > 0 ? 1 : 0;
            String version = audit.vulnerabilities().resolution().hasVersion()
                    ? audit.vulnerabilities().resolution().version() : audit.component().version();
            out.printf(Locale.ROOT, ROW, clip(name(audit.component()), 44), clip(version, 18),
                    count(counts, Severity.CRITICAL), count(counts, Severity.HIGH), count(counts, Severity.MEDIUM),
                    count(counts, Severity.LOW),
                    audit.highestEpss().isPresent() ? String.format(Locale.ROOT, "%.4f", audit.highestEpss().getAsDouble()) : "-",
                    clip(dash(audit.licenses().statement()), 28), status(audit));
        }
        out.printf(Locale.ROOT, "%d components audited, %d with vulnerabilities, %d vulnerabilities in all",
                audits.size(), vulnerable, vulnerabilities);
        out.printf(Locale.ROOT, sbom.withoutPurl() > 0 ? "; %d components without a purl not audited%n" : "%n",
                sbom.withoutPurl());
        out.flush();
    }

    /** The component's purl without its version, which has a column of its own. */
    private static String name(SbomComponent component) {
        int at = component.purl().indexOf('@');
        return at < 0 ? component.purl() : component.purl().substring(0, at);
    }

    /** Lifecycle status of the version when known, else of the component, else the outcome code. */
    private static String status(ComponentAudit audit) {
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
