package io.cis.bench.fetch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.bench.cli.Arguments;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Times {@code cis fetch --only osv} from a loopback stand-in of the OSV export, as an operator runs it (the packaged
 * jar in a process of its own, its start included): first the whole export into an empty feeds folder, then, with the
 * stand-in serving the export after {@code --changed} records were modified, the update, which asks for the indexes
 * and the changed records alone and rewrites the zips they are in. Every record of each zip is read and checked both
 * times. Prints a Markdown table: records, requests, body bytes received, wall and CPU seconds of the fetch process
 * (the CPU time as last read, up to 50 ms before it ended), MB/s and records/s of the wall time.
 *
 * <p>Usage: {@code FetchThroughput --records DIR --jar cis.jar --work DIR [--changed 1000] [--seed 1]
 * [--heap 1g]}: {@code --records} holds the OSV records ({@code .json} files or zips of them), {@code --work} an
 * empty folder for the exports and the feeds folder.
 */
public final class FetchThroughput {

    private record Run(String name, long records, long changed, long requests, long bytes, double seconds,
                       double cpuSeconds) {
    }

    private FetchThroughput() {
    }

    public static void main(String[] args) throws Exception {
        Arguments options = new Arguments(args, Set.of("records", "jar", "work", "changed", "seed", "heap"));
        Path records = Path.of(options.required("records"));
        Path jar = Path.of(options.required("jar"));
        Path work = Path.of(options.required("work"));
        int changed = (int) options.number("changed", 1000);
        long seed = options.number("seed", 1);
        String heap = options.text("heap", "1g");

        long started = System.nanoTime();
        OsvExport.Written export = new OsvExport().write(records, work.resolve("export-1"));
        Map<String, Set<String>> picked = new OsvExportChange().write(work.resolve("export-1"),
                work.resolve("export-2"), changed, seed);
        long zipped = 0;
        for (String ecosystem : export.records().keySet()) {
            zipped += Files.size(work.resolve("export-1").resolve(ecosystem).resolve("all.zip"));
        }
        System.err.printf(Locale.ROOT, "export of %,d records (%,d left out: no ecosystem, a second copy, not JSON) in %d ecosystems, %.1f MB"
                        + " of zips, written with its update (%,d records changed) in %.0f s%n", export.total(),
                export.leftOut(), export.records().size(), zipped / 1e6,
                picked.values().stream().mapToLong(Set::size).sum(), (System.nanoTime() - started) / 1e9);

        Path feeds = work.resolve("feeds");
        List<Run> runs = new ArrayList<>();
        try (OsvExportStandIn standIn = new OsvExportStandIn(work.resolve("export-1"))) {
            runs.add(fetch("full fetch", standIn, jar, heap, feeds, work.resolve("full.log"), 0));
            standIn.serve(work.resolve("export-2"));
            runs.add(fetch("incremental update", standIn, jar, heap, feeds, work.resolve("update.log"),
                    picked.values().stream().mapToLong(Set::size).sum()));
        }
        System.out.println("| run | records in the zips | records changed | requests | received | time | CPU time"
                + " | MB/s | records/s |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (Run run : runs) {
            System.out.printf(Locale.ROOT, "| %s | %,d | %,d | %,d | %.1f MB | %.1f s | %.1f s | %.1f | %,.0f |%n",
                    run.name(), run.records(), run.changed(), run.requests(), run.bytes() / 1e6, run.seconds(),
                    run.cpuSeconds(), run.bytes() / 1e6 / run.seconds(), run.records() / run.seconds());
        }
    }

    private static Run fetch(String name, OsvExportStandIn standIn, Path jar, String heap, Path feeds, Path log,
                             long changed) throws IOException, InterruptedException {
        long requests = standIn.requests();
        long bytes = standIn.bodyBytes();
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-jar", jar.toString(), "fetch", "--out", feeds.toString(), "--only", "osv",
                "--mirror", "osv=" + standIn.base()).redirectErrorStream(true).redirectOutput(log.toFile());
        List.of("http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY").forEach(builder.environment()::remove);
        long started = System.nanoTime();
        Process fetch = builder.start();
        // the process's CPU time can be read only while it runs: the last reading before it ends, 50 ms apart
        Duration cpu = Duration.ZERO;
        long deadline = started + TimeUnit.HOURS.toNanos(2);
        while (!fetch.waitFor(50, TimeUnit.MILLISECONDS) && System.nanoTime() < deadline) {
            cpu = fetch.info().totalCpuDuration().orElse(cpu);
        }
        if (fetch.isAlive() || fetch.exitValue() != 0) {
            fetch.destroyForcibly();
            throw new IllegalStateException(name + " failed: " + Files.readString(log));
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        return new Run(name, zipRecords(feeds), changed, standIn.requests() - requests, standIn.bodyBytes() - bytes,
                seconds, cpu.toNanos() / 1e9);
    }

    /** The records of every zip the fetch manifest records for {@code osv}. */
    private static long zipRecords(Path feeds) throws IOException {
        JsonNode files = new ObjectMapper().readTree(feeds.resolve("fetch-manifest.json").toFile())
                .at("/sources/osv/files");
        long records = 0;
        for (JsonNode file : files) {
            records += file.path("path").asText().endsWith("/all.zip") ? file.path("records").asLong() : 0;
        }
        return records;
    }
}
