package io.cis.dist;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.cis.dist.audit.AuditJson;
import io.cis.dist.audit.AuditTable;
import io.cis.dist.audit.Auditor;
import io.cis.dist.audit.ComponentAudit;
import io.cis.dist.audit.CountingProgress;
import io.cis.dist.audit.CycloneDxVex;
import io.cis.dist.audit.Sbom;
import io.cis.dist.audit.SbomFormatException;
import io.cis.dist.audit.SbomReader;
import io.cis.dist.audit.Severity;
import io.cis.engine.Engine;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.http.ServerVersion;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code audit}: answers every component of an SBOM from a snapshot, in-process, and reports. */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Audit a CycloneDX or SPDX JSON SBOM against a snapshot without a server: vulnerabilities, "
                + "EPSS, licenses and lifecycle status of every component with a purl.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:audited, no vulnerability reached --fail-on", "1:a vulnerability reached --fail-on",
                "2:bad usage, unreadable SBOM or snapshot"})
public final class AuditCommand implements Callable<Integer> {

    /** Exit code when a component has a vulnerability at or above {@code --fail-on}. */
    public static final int FAILED_THRESHOLD = 1;
    /** Exit code when the SBOM or snapshot cannot be read (picocli uses the same for usage errors). */
    public static final int UNREADABLE = 2;

    /** Report formats. */
    enum Format { table, json, cyclonedx }

    @Spec
    private CommandSpec spec;

    @Option(names = "--snapshot", required = true, paramLabel = "DIR", description = "Snapshot directory.")
    private Path snapshot;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "table (default), json (the v2 response shapes) or cyclonedx (the BOM with a "
                    + "CycloneDX 1.6 vulnerabilities section).")
    private Format format;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", converter = SeverityConverter.class,
            description = "Exit 1 when any component has a vulnerability at or above this severity: "
                    + "low, medium, high or critical.")
    private Severity failOn;

    @Option(names = "--max-age", paramLabel = "DURATION", defaultValue = "${env:CIS_MAX_AGE:-7d}",
            converter = DurationConverter.class,
            description = "Snapshot age past which a warning goes to standard error (CIS_MAX_AGE, default ${DEFAULT-VALUE}).")
    private java.time.Duration maxAge;

    @Parameters(index = "0", paramLabel = "SBOM", description = "CycloneDX or SPDX JSON file.")
    private Path sbomFile;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        try {
            Sbom sbom = new SbomReader(json).read(sbomFile);
            if (format == Format.cyclonedx && sbom.format() != Sbom.Format.CYCLONEDX) {
                err.println("--format cyclonedx needs a CycloneDX BOM; " + sbomFile + " is SPDX");
                err.flush();
                return UNREADABLE;
            }
            List<ComponentAudit> audits;
            try (Engine engine = Engine.open(snapshot)) {
                String stale = StalenessWarning.staleness(engine.identity().createdAt(), java.time.Instant.now(), maxAge);
                if (stale != null) {
                    // The answers are as the snapshot knows them: say how old that knowledge is, without failing.
                    err.println("warning: snapshot " + stale + "; vulnerabilities published since are not known");
                    err.flush();
                }
                audits = new Auditor(engine).audit(sbom, new CountingProgress(err, System.console() != null));
                switch (format) {
                    case table -> new AuditTable().write(sbom, audits, out);
                    case json -> out.println(json.writeValueAsString(
                            new AuditJson(engine.identity(), ServerVersion.ofBuild()).report(audits)));
                    case cyclonedx -> out.println(json.writeValueAsString(new CycloneDxVex().enrich(sbom, audits)));
                }
            }
            out.flush();
            return failOn != null && audits.stream().anyMatch(a -> a.reaches(failOn)) ? FAILED_THRESHOLD : 0;
        } catch (SbomFormatException | SnapshotRejectedException | IOException e) {
            err.println("audit failed: " + e.getMessage());
            err.flush();
            return UNREADABLE;
        }
    }

    /** Reads {@code --fail-on} case-insensitively; "none" would fail every audit and is refused. */
    static final class SeverityConverter implements picocli.CommandLine.ITypeConverter<Severity> {
        @Override
        public Severity convert(String value) {
            Severity severity = Severity.parse(value).orElse(null);
            if (severity == null || severity == Severity.NONE) {
                throw new picocli.CommandLine.TypeConversionException(
                        "'" + value + "' is not one of low, medium, high, critical");
            }
            return severity;
        }
    }
}
