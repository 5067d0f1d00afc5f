package io.cis.loader.fetch;

import io.cis.loader.cli.FetchCommand;
import picocli.CommandLine;

/** {@code cis fetch} as a process of its own, as an operator runs it, for tests that kill it. */
public final class FetchProcess {

    private FetchProcess() {
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new FetchCommand()).execute(args));
    }
}
