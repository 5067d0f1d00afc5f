package io.cis.dist;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.cis.dist.audit.AuditJson;
import io.cis.dist.audit.AuditSarif;
import io.cis.dist.audit.AuditTable;
import io.cis.dist.audit.Auditor;
import io.cis.dist.audit.ComponentAudit;
import io.cis.dist.audit.CountingProgress;
import io.cis.dist.audit.CycloneDxVex;
import io.cis.dist.audit.CycloneDxVexStatements;
import io.cis.dist.audit.IgnoreFileReader;
import io.cis.dist.audit.IgnoreRule;
import io.cis.dist.audit.Sbom;
import io.cis.dist.audit.SbomFormatException;
import io.cis.dist.audit.SbomReader;
import io.cis.dist.audit.Severity;
import io.cis.dist.audit.Triage;
import io.cis.dist.audit.VexFileReader;
import io.cis.dist.audit.VexStatement;
import io.cis.engine.Engine;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.http.v2.V2StatusBlocks;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.http.ServerSettings;
import io.cis.http.ServerVersion;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code audit}: answers every component of an SBOM from a snapshot, in-process, and reports. */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Audit an SBOM (CycloneDX JSON or XML, SPDX 2 JSON, tag-value or YAML, SPDX 3 JSON-LD; '-' for "
                + "standard input) against a snapshot without a server: vulnerabilities, EPSS, KEV, licenses and "
                + "lifecycle status of every component with a purl, triaged by VEX statements and an ignore file.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:audited, no open vulnerability reached --fail-on",
                "1:an open vulnerability reached --fail-on",
                "2:bad usage, unreadable SBOM, VEX, ignore file or snapshot",
                "3:--fail-on given but nothing could be audited (no component the snapshot knows; see --allow-empty)"})
public final class AuditCommand implements Callable<Integer> {

    /** Exit code when a component has an open vulnerability at or above {@code --fail-on}. */
    public static final int FAILED_THRESHOLD = 1;
    /** Exit code when an input cannot be read (picocli uses the same for usage errors). */
    public static final int UNREADABLE = 2;
    /** Exit code when {@code --fail-on} is given and no component could be audited. */
    public static final int NOTHING_AUDITED = 3;

    /** Report formats. */
    enum Format { table, json, cyclonedx, sarif }

    @Spec
    private CommandSpec spec;

    @Option(names = "--snapshot", required = true, paramLabel = "DIR", description = "Snapshot directory.")
    private Path snapshot;

    @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
            description = "table (default), json (the v2 response shapes and the suppressed findings), cyclonedx "
                    + "(the BOM as CycloneDX 1.6 with a vulnerabilities section) or sarif (SARIF 2.1.0).")
    private Format format;

    @Option(names = {"--output", "-o"}, paramLabel = "FILE", description = "Write the report to FILE, not standard output.")
    private Path output;

    @Option(names = "--fail-on", paramLabel = "SEVERITY", converter = SeverityConverter.class,
            description = "Exit 1 when any component has an open (not suppressed) vulnerability at or above this "
                    + "severity: low, medium, high or critical; exit 3 when nothing could be audited.")
    private Severity failOn;

    @Option(names = "--allow-empty", description = "With --fail-on, pass an SBOM of which nothing could be audited.")
    private boolean allowEmpty;

    @Option(names = "--vex", paramLabel = "FILE", description = "VEX statements to apply: CycloneDX VEX, OpenVEX or "
            + "CSAF 2.0 JSON (repeatable); the SBOM's own CycloneDX VEX applies in any case.")
    private List<Path> vexFiles = new ArrayList<>();

    @Option(names = "--ignore-file", paramLabel = "FILE", description = "Ignore rules (YAML: id, purl, reason, expires).")
    private Path ignoreFile;

    @Option(names = "--max-age", paramLabel = "DURATION", defaultValue = "${env:CIS_MAX_AGE:-" + ServerSettings.DEFAULT_MAX_AGE_DAYS + "d}",
            converter = DurationConverter.class,
            description = "Warn when the snapshot's data is older than this, measured from the oldest data date of its "
                    + "vulnerability feeds (CIS_MAX_AGE, default ${DEFAULT-VALUE}).")
    private Duration maxAge;

    @Parameters(index = "0", paramLabel = "SBOM", description = "The SBOM file, or '-' for standard input.")
    private String sbomFile;

    private final Clock clock;

    public AuditCommand() {
        this(Clock.systemUTC());
    }

    AuditCommand(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        try {
            Sbom sbom = "-".equals(sbomFile)
                    ? new SbomReader(json).read(System.in.readAllBytes(), "standard input")
                    : new SbomReader(json).read(Path.of(sbomFile));
            if (format == Format.cyclonedx && sbom.format() != Sbom.Format.CYCLONEDX) {
                err.println("--format cyclonedx needs a CycloneDX BOM; " + sbomFile + " is SPDX");
                err.flush();
                return UNREADABLE;
            }
            if (format != Format.table && !sbom.unidentified().isEmpty()) {
                err.println("audit: " + sbom.unidentified().size() + " components without a purl or CPE not audited: "
                        + String.join(", ", sbom.unidentified()));
                err.flush();
            }
            Triage triage = triage(sbom, json, err);
            List<ComponentAudit> audits;
            try (Engine engine = Engine.open(snapshot)) {
                warnIfOld(engine.identity(), err);
                audits = new Auditor(engine, triage).audit(sbom, new CountingProgress(err, System.console() != null));
                // A --vex statement no finding answers to is said to be unused, never dropped without a word.
                List<Triage.Unmatched> unmatched = triage.unmatched(audits,
                        statement -> !CycloneDxVex.EMBEDDED.equals(statement.origin()));
                unmatched.forEach(u -> err.println(u.warning()));
                if (format != Format.table) {
                    summarize(audits, err);
                }
                err.flush();
                try (PrintWriter out = writer()) {
                    ServerVersion version = ServerVersion.ofBuild();
                    switch (format) {
                        case table -> new AuditTable().write(sbom, audits, out);
                        case json -> out.println(json.writeValueAsString(
                                new AuditJson(engine.identity(), new V2StatusBlocks(version, clock, maxAge)).report(sbom, audits, unmatched)));
                        case cyclonedx -> out.println(json.writeValueAsString(
                                new CycloneDxVex(version.version()).enrich(sbom, audits)));
                        case sarif -> out.println(json.writeValueAsString(
                                new AuditSarif(version.version()).report(sbomFile, audits)));
                    }
                }
            }
            if (failOn == null) {
                return 0;
            }
            if (audits.stream().anyMatch(a -> a.reaches(failOn))) {
                return FAILED_THRESHOLD;
            }
            if (audits.stream().noneMatch(ComponentAudit::audited) && !allowEmpty) {
                err.println("audit failed: nothing could be audited: " + (sbom.components().isEmpty()
                        ? "no component has a purl or CPE" : "the snapshot knows none of the " + sbom.components().size()
                        + " components (or does not cover their distribution releases)") + " (--allow-empty to pass anyway)");
                err.flush();
                return NOTHING_AUDITED;
            }
            return 0;
        } catch (SbomFormatException | SnapshotRejectedException | IOException e) {
            err.println("audit failed: " + e.getMessage());
            err.flush();
            return UNREADABLE;
        }
    }

    /** What the table's totals say, on standard error for the other formats: CPE matches and releases not covered. */
    private static void summarize(List<ComponentAudit> audits, PrintWriter err) {
        long byCpe = audits.stream().filter(a -> a.component().matchedByCpe()).count();
        long matched = audits.stream().filter(a -> a.component().matchedByCpe() && a.audited()).count();
        if (byCpe > 0) {
            err.println("audit: " + byCpe + " components without a purl matched by CPE against NVD's configurations ("
                    + matched + " of them matched a product and version)");
        }
        long notCovered = audits.stream().filter(ComponentAudit::releaseNotCovered).count();
        if (notCovered > 0) {
            err.println("audit: " + notCovered + " OS packages of distribution releases the snapshot holds no "
                    + "advisories of: their empty answers do not mean they have no vulnerabilities");
        }
    }

    /** The SBOM's own statements first, then each --vex file's in order, and the ignore rules; expired rules warn. */
    private Triage triage(Sbom sbom, ObjectMapper json, PrintWriter err) throws IOException, SbomFormatException {
        List<VexStatement> statements = new ArrayList<>(CycloneDxVexStatements.embedded(sbom));
        VexFileReader vex = new VexFileReader(json);
        for (Path file : vexFiles) {
            statements.addAll(vex.read(file));
        }
        List<IgnoreRule> rules = ignoreFile == null ? List.of() : new IgnoreFileReader().read(ignoreFile);
        Triage triage = new Triage(statements, rules, LocalDate.now(clock.withZone(ZoneOffset.UTC)));
        for (IgnoreRule rule : triage.expiredRules()) {
            err.println("audit: warning: ignore rule for " + rule.id()
                    + (rule.purlPattern().isEmpty() ? "" : " (" + rule.purlPattern() + ")")
                    + " expired on " + rule.expires().orElseThrow() + " and no longer applies");
        }
        err.flush();
        return triage;
    }

    private void warnIfOld(SnapshotIdentity snapshot, PrintWriter err) {
        String stale = StalenessWarning.staleness(snapshot.dataDates(), snapshot.createdAt(), clock.instant(), maxAge);
        if (stale != null) {
            // The answers are as the snapshot knows them: say how old that knowledge is, without failing.
            err.println("audit: warning: snapshot " + stale + "; vulnerabilities published since are not known");
            err.flush();
        }
    }

    /** Standard output, kept open; or the --output file, written whole. */
    private PrintWriter writer() throws IOException {
        if (output == null) {
            PrintWriter out = spec.commandLine().getOut();
            return new PrintWriter(new Writer() {
                @Override
                public void write(char[] buffer, int offset, int length) {
                    out.write(buffer, offset, length);
                }

                @Override
                public void flush() {
                    out.flush();
                }

                @Override
                public void close() {
                    out.flush();
                }
            });
        }
        return new PrintWriter(new OutputStreamWriter(Files.newOutputStream(output), StandardCharsets.UTF_8));
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
