package io.cis.bench.scale;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Command line of the seeded scale feed generator: {@code generate --out DIR --seed N --components N --versions N
 * --advisories N [--force]} writes a feeds folder that {@code cis build --feeds DIR} reads (docs/benchmarks.md,
 * "Scale feeds").
 */
@Command(name = "scalegen", mixinStandardHelpOptions = true, subcommands = ScaleFeedGenerator.Generate.class,
        description = "Generates seeded, deterministic feeds at scale for benchmarks.")
public final class ScaleFeedGenerator {

    public static void main(String[] args) {
        System.exit(new CommandLine(new ScaleFeedGenerator()).execute(args));
    }

    /** The {@code generate} command. */
    @Command(name = "generate", mixinStandardHelpOptions = true,
            description = "Writes catalog, OSV, EPSS, KEV, purl2cpe, GitHub releases, SBOM and workload files.")
    static final class Generate implements Callable<Integer> {

        @Option(names = "--out", required = true, description = "Feeds folder to write (created; must be empty unless --force).")
        Path out;

        @Option(names = "--seed", defaultValue = "1", description = "Seed of every random choice (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--components", defaultValue = "" + ScaleSizes.REFERENCE_COMPONENTS,
                description = "Catalog components (default ${DEFAULT-VALUE}).")
        int components;

        @Option(names = "--versions", defaultValue = "" + ScaleSizes.REFERENCE_VERSIONS,
                description = "Catalog versions, exactly (default ${DEFAULT-VALUE}).")
        long versions;

        @Option(names = "--advisories", defaultValue = "" + ScaleSizes.REFERENCE_ADVISORIES,
                description = "OSV advisories (default ${DEFAULT-VALUE}).")
        int advisories;

        @Option(names = "--force", description = "Replace what --out holds.")
        boolean force;

        @Option(names = "--reference-feeds", defaultValue = "dist/src/demo/feeds",
                description = "Where the real SPDX list (spdx/) and crypto dataset (crypto/) are copied from "
                        + "(default ${DEFAULT-VALUE}).")
        Path referenceFeeds;

        @Option(names = "--threads", description = "Worker threads (default: the number of processors).")
        int threads = Runtime.getRuntime().availableProcessors();

        @Override
        public Integer call() throws Exception {
            ScaleSizes sizes = new ScaleSizes(seed, components, versions, advisories);
            GenerationReport report = new FeedSetGenerator(referenceFeeds, threads).generate(out, sizes, force);
            System.out.println(report.summaryLine());
            return 0;
        }
    }
}
