package io.cis.bench.serving;

import io.cis.bench.cli.Arguments;
import io.cis.bench.measure.ProcessMemory;
import io.cis.bench.workload.Workload;
import io.cis.bench.workload.WorkloadReader;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Runs every scenario of a workload at every concurrency against a running server and prints the matrix as Markdown
 * and CSV, then the performance targets met or not.
 *
 * <p>Usage: {@code ServingMatrix --base URL --workload DIR [--server-pid PID] [--warmup S] [--seconds S]
 * [--concurrency 1,4,16] [--out DIR]}
 */
public final class ServingMatrix {

    private static final Set<String> OPTIONS = Set.of("base", "workload", "server-pid", "warmup", "seconds", "concurrency", "out");

    private ServingMatrix() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Arguments options = new Arguments(args, OPTIONS);
        Workload workload = new WorkloadReader().read(Path.of(options.required("workload")));
        workload.notes().forEach(note -> System.out.println("note: " + note));
        Duration warmup = options.seconds("warmup", 5);
        Duration measured = options.seconds("seconds", 10);
        RequestSender sender = new RequestSender(URI.create(options.required("base")), Duration.ofSeconds(30));
        ScenarioRunner runner = new ScenarioRunner(sender, new ProcessMemory(options.number("server-pid", 0)));
        List<CellResult> cells = new ArrayList<>();
        for (Scenario scenario : Scenarios.of(workload)) {
            for (int concurrency : options.numbers("concurrency", "1,4,16")) {
                CellResult cell = runner.run(scenario, concurrency, warmup, measured);
                System.out.printf("measured %s at concurrency %d: %,.0f req/s, %d failures%n",
                        scenario.name(), concurrency, cell.requestsPerSecond(), cell.failureCount());
                cells.add(cell);
            }
        }
        String markdown = MatrixReport.markdown(cells);
        String csv = MatrixReport.csv(cells);
        String targets = ServingTargets.markdown(ServingTargets.check(cells));
        System.out.printf("%nServing matrix (%d s warm-up, %d s measured per cell)%n%n%s%nCSV%n%n%s%nTargets%n%n%s",
                warmup.toSeconds(), measured.toSeconds(), markdown, csv, targets);
        Path out = options.path("out", null);
        if (out != null) {
            Files.createDirectories(out);
            Files.writeString(out.resolve("serving-matrix.md"), markdown + "\n" + targets);
            Files.writeString(out.resolve("serving-matrix.csv"), csv);
        }
        long failures = cells.stream().mapToLong(CellResult::failureCount).sum();
        System.exit(failures == 0 ? 0 : 1);
    }
}
