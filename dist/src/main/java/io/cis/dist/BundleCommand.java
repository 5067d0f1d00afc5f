package io.cis.dist;

import io.cis.dist.trust.BundleWriter;
import io.cis.dist.trust.SigningKey;
import io.cis.dist.trust.TrustException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bundle}: one signed file carrying a snapshot, or a feeds folder, across the air gap. */
@Command(name = "bundle", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Write one file (tar, gzip) holding a snapshot or a feeds folder and a detached Ed25519 signature "
                + "over its manifest. Exit codes: 0 written, 1 refused (a snapshot that does not verify, an existing "
                + "--out, a key that cannot sign), 2 bad usage.")
public final class BundleCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private What what;

    static final class What {
        @Option(names = "--snapshot", paramLabel = "DIR", description = "Snapshot directory to carry (verified first).")
        Path snapshot;

        @Option(names = "--feeds", paramLabel = "DIR", description = "Feeds folder to carry, to build from on the inside.")
        Path feeds;
    }

    @Option(names = "--key", required = true, paramLabel = "PRIVATE", description = "Private key file written by keygen.")
    private Path key;

    @Option(names = "--public", paramLabel = "PUBLIC", description = "Its public key (default: NAME.pub beside NAME.key).")
    private Path publicKey;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Bundle file to write; never replaced.")
    private Path out;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        try {
            var signer = SigningKey.read(key, publicKey != null ? publicKey : SigningKey.publicBeside(key));
            BundleWriter writer = new BundleWriter(signer, Clock.systemUTC());
            BundleWriter.Written written = what.snapshot != null ? writer.snapshot(what.snapshot, out)
                    : writer.feeds(what.feeds, out);
            stdout.printf("bundled %s created_at %s: %d files, %d bytes, signed by key %s, into %s%n",
                    written.kind().label(), written.createdAt(), written.files(), written.bytes(), signer.keyId(), out);
            stdout.flush();
            return 0;
        } catch (TrustException e) {
            stderr.println("bundle refused: " + e.getMessage());
        } catch (IOException e) {
            stderr.println("bundle failed: " + IoProblem.describe(e) + "; nothing was written at " + out);
        }
        stderr.flush();
        return 1;
    }
}
