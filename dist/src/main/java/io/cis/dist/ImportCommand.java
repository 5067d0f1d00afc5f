package io.cis.dist;

import io.cis.dist.trust.BundleImporter;
import io.cis.dist.trust.TrustException;
import io.cis.dist.trust.TrustedKeys;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code import}: checks a signed bundle and publishes it into a root by one rename. */
@Command(name = "import", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Check a bundle's signature against trusted keys and every file's SHA-256 while unpacking it into "
                + "a hidden staging directory under ROOT, then publish it by one rename; a running serve --snapshots "
                + "ROOT switches to it. Exit codes: 0 imported, 1 refused (ROOT unchanged), 2 bad usage or an "
                + "unreadable trusted key.")
public final class ImportCommand implements Callable<Integer> {

    /** Exit code when the bundle is refused. */
    public static final int REFUSED = 1;
    /** Exit code when the trusted keys cannot be read. */
    public static final int USAGE = 2;

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "Bundle written by bundle.")
    private Path bundle;

    @Option(names = "--trust", required = true, arity = "1..*", paramLabel = "PUBLIC",
            description = "Public key file(s) whose signatures are accepted.")
    private List<Path> trust;

    @Option(names = "--into", required = true, paramLabel = "ROOT", description = "Root to publish into (serve --snapshots ROOT).")
    private Path into;

    @Option(names = "--allow-older", description = "Import a snapshot older than the newest one in ROOT (a roll-back).")
    private boolean allowOlder;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        TrustedKeys keys;
        try {
            keys = TrustedKeys.read(trust);
        } catch (TrustException e) {
            stderr.println("import: " + e.getMessage());
            stderr.flush();
            return USAGE;
        }
        try {
            BundleImporter.Imported imported = new BundleImporter(keys, Clock.systemUTC(), allowOlder)
                    .importInto(bundle, into);
            stdout.printf("imported %s created_at %s (%d files, signed by key %s) as %s%n", imported.kind().label(),
                    imported.createdAt(), imported.files(), imported.keyId(), imported.directory());
            stdout.flush();
            return 0;
        } catch (TrustException e) {
            stderr.println("import refused: " + e.getMessage() + "; " + into + " left unchanged");
        } catch (IOException e) {
            stderr.println("import failed: " + IoProblem.describe(e) + "; " + into + " left unchanged");
        }
        stderr.flush();
        return REFUSED;
    }
}
