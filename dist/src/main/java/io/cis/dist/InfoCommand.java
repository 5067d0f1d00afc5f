package io.cis.dist;

import io.cis.dist.trust.ManifestSignature;
import io.cis.engine.snapshot.DataDates;
import io.cis.engine.snapshot.DomainSize;
import io.cis.engine.snapshot.FeedDataDate;
import io.cis.engine.snapshot.FeedRecord;
import io.cis.engine.snapshot.Manifest;
import io.cis.engine.snapshot.ManifestReader;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.snapshot.VerificationRecord;
import io.cis.http.ServerSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code info}: prints what a snapshot holds, from its manifest. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Print a snapshot's manifest: schema version, created_at, feeds with dates and counts, size.")
public final class InfoCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--snapshot", required = true, paramLabel = "DIR", description = "Snapshot directory.")
    private Path snapshot;

    @Option(names = "--json", description = "Print the manifest as JSON.")
    private boolean json;

    @Option(names = "--domains", description = "Also open the snapshot and list each domain's entries and bytes.")
    private boolean domains;

    @Option(names = "--max-age", paramLabel = "DURATION", defaultValue = "${env:CIS_MAX_AGE:-" + ServerSettings.DEFAULT_MAX_AGE_DAYS + "d}",
            converter = DurationConverter.class, description = "Data age past which the snapshot is reported stale, measured from the oldest data date of its "
                    + "tracked feeds (CIS_MAX_AGE, default ${DEFAULT-VALUE}).")
    private Duration maxAge;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            Manifest manifest = new ManifestReader().read(snapshot);
            if (json) {
                out.println(new String(new ValueCodec().encodePretty(manifest), StandardCharsets.UTF_8));
            } else {
                out.printf("snapshot       %s%n", snapshot.toAbsolutePath().normalize());
                out.printf("schema_version %s%n", manifest.schemaVersion());
                out.printf("created_at     %s%n", manifest.createdAt());
                DataDates dates = DataDates.of(manifest);
                Instant now = Instant.now();
                out.printf("data_date      %s%n", dates.oldest().map(f -> f.date() + " (feed " + f.feed()
                        + ", the oldest tracked feed)").orElse("- (no tracked feed states one; measured from created_at)"));
                String stale = StalenessWarning.staleness(dates, manifest.createdAt(), now, maxAge);
                out.printf("stale          %s%n", stale == null ? "no (maximum age " + DurationConverter.format(maxAge) + ")"
                        : "yes: " + stale);
                out.printf("signed_by      %s%n", signedBy());
                out.printf("verified       %s%n", VerificationRecord.matches(snapshot, manifest)
                        ? "yes (verified.json matches; serve hashes its files in the background)" : "no record");
                out.printf("size           %d bytes in %d files%n", size(manifest), manifest.files().size());
                out.printf("%-15s %-28s %10s %8s  %-20s %-12s %7s  %-7s %s%n", "feed", "path", "records", "skipped",
                        "data_date", "dated_by", "age", "tracked", "version");
                for (FeedRecord feed : manifest.feeds()) {
                    Optional<FeedDataDate> dated = dates.feed(feed.name());
                    out.printf("%-15s %-28s %10d %8d  %-20s %-12s %7s  %-7s %s%n", feed.name(), feed.path(), feed.records(),
                            feed.skipped(), dated.map(d -> d.date().toString()).orElse("-"),
                            feed.datedBy() == null ? "-" : feed.datedBy(),
                            dated.map(d -> DataDates.ageAt(d.date(), now).toDays() + "d").orElse("-"),
                            tracking(feed, dated, now), feed.version() == null ? "-" : feed.version());
                }
            }
            if (domains && !json) {
                try (Snapshot opened = Snapshot.open(snapshot)) {
                    out.printf("%-20s %12s %14s%n", "domain", "entries", "bytes");
                    for (DomainSize size : opened.domainSizes()) {
                        out.printf("%-20s %12d %14d%n", size.domain().columnFamily(), size.entries(), size.bytes());
                    }
                }
            }
            out.flush();
            return 0;
        } catch (SnapshotRejectedException | IOException e) {
            spec.commandLine().getErr().println(e.getMessage());
            spec.commandLine().getErr().flush();
            return 1;
        }
    }

    /** "-" for a feed staleness is not measured from; else whether its data is within the maximum age. */
    private String tracking(FeedRecord feed, Optional<FeedDataDate> dated, Instant now) {
        if (!feed.countsForStaleness()) {
            return "-";
        }
        return dated.map(d -> DataDates.ageAt(d.date(), now).compareTo(maxAge) > 0 ? "STALE" : "fresh").orElse("undated");
    }

    /** The key id the signature names; checking it against trusted keys is verify's job. */
    private String signedBy() {
        try {
            byte[] bytes = Files.readAllBytes(snapshot.resolve(Manifest.SIGNATURE_FILE_NAME));
            ManifestSignature signature = new ValueCodec().decode(bytes, ManifestSignature.class);
            return "key " + signature.keyId() + " (check it: verify --trust PUBLIC)";
        } catch (IOException | RuntimeException e) {
            return "unsigned";
        }
    }

    private long size(Manifest manifest) throws IOException {
        long total = Files.size(snapshot.resolve(Manifest.FILE_NAME));
        for (String name : manifest.files().keySet()) {
            total += Files.size(snapshot.resolve(name));
        }
        return total;
    }
}
