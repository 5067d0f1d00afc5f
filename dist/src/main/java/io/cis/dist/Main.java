package io.cis.dist;

import io.cis.loader.cli.BuildCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The single entry point of the distribution jar. */
@Command(name = "cis", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Air-gapped component intelligence: answers questions about open-source components from an "
                + "immutable snapshot compiled from upstream feeds.",
        subcommands = {ServeCommand.class, BuildCommand.class, VerifyCommand.class, InfoCommand.class,
                AuditCommand.class})
public final class Main {

    public static void main(String[] args) {
        int exit = new CommandLine(new Main()).execute(args);
        System.exit(exit);
    }
}
