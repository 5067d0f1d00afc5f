package io.cis.dist;

import io.cis.loader.cli.BuildCommand;
import io.cis.loader.cli.FetchCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The single entry point of the distribution jar. */
@Command(name = "cis", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Air-gapped component intelligence: answers questions about open-source components from an "
                + "immutable snapshot compiled from upstream feeds.",
        subcommands = {ServeCommand.class, BuildCommand.class, FetchCommand.class, VerifyCommand.class,
                InfoCommand.class, AuditCommand.class, KeygenCommand.class, BundleCommand.class, ImportCommand.class})
public final class Main {

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The command line with every failure no command caught said in one line, never as a stack trace. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, failed, parsed) -> {
            failed.getErr().println(failed.getCommandName() + " failed: " + e);
            failed.getErr().flush();
            return 1;
        });
        return cli;
    }
}
