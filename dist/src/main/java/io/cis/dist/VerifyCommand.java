package io.cis.dist;

import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.SnapshotVerifier;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code verify}: checks a snapshot before it is trusted and prints one line per problem. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = "Check a snapshot: manifest, schema version, SHA-256 of every file, RocksDB block checksums.")
public final class VerifyCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--snapshot", required = true, paramLabel = "DIR", description = "Snapshot directory to check.")
    private Path snapshot;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> problems = new SnapshotVerifier().problems(snapshot.toAbsolutePath().normalize());
        if (problems.isEmpty()) {
            try (Snapshot opened = Snapshot.open(snapshot)) {
                opened.verifyBlockChecksums();
                out.println("ok " + opened.directory() + " schema " + opened.manifest().schemaVersion()
                        + " created_at " + opened.manifest().createdAt());
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
}
