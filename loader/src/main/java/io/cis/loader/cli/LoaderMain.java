package io.cis.loader.cli;

import picocli.CommandLine;

/** Runs the loader on its own ({@code build} only); the distribution jar offers the same command among others. */
public final class LoaderMain {

    private LoaderMain() {
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new BuildCommand()).execute(args));
    }
}
