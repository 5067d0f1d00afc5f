package io.cis.loader.cli;

import io.cis.loader.build.BuildReport;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SnapshotBuilder;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code build}: compiles a feeds directory into a new snapshot directory, published atomically. */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = "Compile upstream feed files into an immutable snapshot directory.")
public final class BuildCommand implements Callable<Integer> {

    /** Exit code when a feed is malformed or the snapshot cannot be written. */
    public static final int FAILED = 1;

    @Spec
    private CommandSpec spec;

    @Option(names = "--feeds", required = true, paramLabel = "DIR",
            description = "Feeds root; each feed is recognised by its layout (see docs/feeds.md).")
    private Path feeds;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Snapshot directory to create; it appears only when the build is complete.")
    private Path out;

    @Option(names = "--replace", description = "Replace an existing snapshot at --out.")
    private boolean replace;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        SnapshotBuilder builder = SnapshotBuilder.withKnownFeeds(Clock.systemUTC());
        try (HeapAfterCollections heap = HeapAfterCollections.watch()) {
            BuildProgressReporter progress = new BuildProgressReporter(stderr, System.console() != null, System::nanoTime,
                    BuildCommand::processCpuNanos);
            BuildReport report = builder.build(feeds, out, replace, progress);
            stdout.print(report.summary());
            stdout.print(progress.summaryTable());
            stdout.println(heapPeak(heap.highestBytes()));
            stdout.flush();
            return 0;
        } catch (FeedException | IOException e) {
            return failed(stderr, e.getMessage());
        } catch (UncheckedIOException e) {
            return failed(stderr, e.getMessage());
        } catch (RuntimeException e) {
            // a fault of the loader itself: still one line and nothing published, never a stack trace
            return failed(stderr, "unexpected " + e.getClass().getSimpleName() + " (" + e.getMessage() + ")");
        }
    }

    /** One line on standard error, whatever the reason's own line breaks: scripts and logs read it whole. */
    private int failed(PrintWriter stderr, String reason) {
        String sentence = String.valueOf(reason).strip().replaceAll("\\s*\\R\\s*", " ");
        stderr.println("build failed: " + sentence + "; nothing was published at " + out);
        stderr.flush();
        return FAILED;
    }

    /**
     * The heap high-water mark of the build, for sizing: the sum of each heap pool's peak, an upper bound of the
     * heap the build needed at once.
     */
    /** The processor time of the whole process, or -1 where the platform does not tell it. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    private static String heapPeak(long afterCollections) {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return String.format(Locale.ROOT, "heap limit %d MB; highest heap after a collection %d MB; heap pools' peaks"
                + " summed %d MB (an upper bound: pools peak at different times)", Runtime.getRuntime().maxMemory() >> 20,
                afterCollections >> 20, peak >> 20);
    }
}
