package io.cis.dist;

import io.cis.dist.trust.SnapshotSignature;
import io.cis.dist.trust.TrustException;
import io.cis.dist.trust.TrustedKeys;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import io.cis.engine.snapshot.VerificationRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code verify}: checks a snapshot before it is trusted and prints one line per problem; a sound snapshot gets a
 * verification record ({@code verified.json}) so that {@code serve} opens it without hashing every file first.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a snapshot: manifest, schema version, SHA-256 of every file, RocksDB block checksums, and "
                + "with --trust the signature over the manifest. Exit codes: 0 sound, 1 a problem (one line each), "
                + "2 bad usage or an unreadable trusted key.")
public final class VerifyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--snapshot", required = true, paramLabel = "DIR", description = "Snapshot directory to check.")
    private Path snapshot;

    @Option(names = "--trust", arity = "1..*", paramLabel = "PUBLIC",
            description = "Public key file(s): the manifest must carry a signature (manifest.sig) by one of them.")
    private List<Path> trust;

    @Option(names = "--no-record", description = "Do not write verified.json into a sound snapshot.")
    private boolean noRecord;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path dir = snapshot.toAbsolutePath().normalize();
        String signedBy = null;
        List<String> problems;
        if (trust != null && !trust.isEmpty()) {
            TrustedKeys keys;
            try {
                keys = TrustedKeys.read(trust);
            } catch (TrustException e) {
                err.println("verify: " + e.getMessage());
                err.flush();
                return 2;
            }
            try {
                signedBy = new SnapshotSignature(keys).check(dir);
            } catch (TrustException e) {
                err.println(dir + ": " + e.getMessage());
                err.flush();
                return 1;
            }
        }
        problems = new SnapshotVerifier().problems(dir);
        if (problems.isEmpty()) {
            try (Snapshot opened = Snapshot.open(dir)) {
                opened.verifyBlockChecksums();
                String recorded = noRecord ? "" : record(opened);
                out.println("ok " + opened.directory() + " schema " + opened.manifest().schemaVersion()
                        + " created_at " + opened.manifest().createdAt()
                        + (signedBy != null ? " signed by key " + signedBy : "") + recorded);
                out.flush();
                return 0;
            } catch (SnapshotRejectedException | IllegalStateException e) {
                problems = List.of(e.getMessage());
            }
        }
        problems.forEach(err::println);
        err.flush();
        return 1;
    }

    /** Leaves the verification record; a read-only snapshot (a mounted volume) is verified all the same. */
    private static String record(Snapshot opened) {
        try {
            VerificationRecord.of(opened.directory(), opened.manifest(), Clock.systemUTC().instant()).writeTo(opened.directory());
            return "";
        } catch (IOException e) {
            return " (verified.json not written: " + IoProblem.describe(e) + ")";
        }
    }
}
