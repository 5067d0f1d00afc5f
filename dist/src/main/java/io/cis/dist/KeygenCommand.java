package io.cis.dist;

import io.cis.dist.trust.KeyFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code keygen}: writes an Ed25519 key pair for signing bundles and shows its key id. */
@Command(name = "keygen", mixinStandardHelpOptions = true,
        description = "Write an Ed25519 key pair for signing bundles: NAME.key (private, owner-readable only) and "
                + "NAME.pub (to give every importing site, --trust). Exit codes: 0 written, 1 a file exists or cannot "
                + "be written, 2 bad usage.")
public final class KeygenCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Directory for the two key files (created if missing).")
    private Path out;

    @Option(names = "--name", paramLabel = "NAME", defaultValue = "cis-signing",
            description = "Base name of the key files (default ${DEFAULT-VALUE}).")
    private String name;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        Path privateFile = out.resolve(name + ".key");
        Path publicFile = out.resolve(name + ".pub");
        try {
            for (Path file : new Path[] {privateFile, publicFile}) {
                if (Files.exists(file)) {
                    throw new FileAlreadyExistsException(file.toString());
                }
            }
            Files.createDirectories(out);
            KeyPair pair = KeyFiles.generate();
            KeyFiles.writePrivate(privateFile, pair.getPrivate());
            KeyFiles.writePublic(publicFile, pair.getPublic());
            stdout.println("key id      " + KeyFiles.keyId(pair.getPublic()));
            stdout.println("private key " + privateFile + " (keep it where bundles are made)");
            stdout.println("public key  " + publicFile + " (give it to every importing site: --trust)");
            stdout.flush();
            return 0;
        } catch (FileAlreadyExistsException e) {
            stderr.println("keygen refused: " + e.getFile() + " already exists; a key is never overwritten");
        } catch (IOException e) {
            stderr.println("keygen failed: " + IoProblem.describe(e));
        }
        stderr.flush();
        return 1;
    }
}
