package io.cis.bench.serving;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Writes the cells of a serving matrix as a Markdown table (for docs/benchmarks.md) and as CSV. */
public final class MatrixReport {

    private MatrixReport() {
    }

    public static String markdown(List<CellResult> cells) {
        StringBuilder out = new StringBuilder();
        out.append("| scenario | concurrency | requests | req/s | components/s | p50 ms | p99 ms | max ms | failures | server RSS max MB |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (CellResult cell : cells) {
            out.append(String.format(Locale.ROOT, "| %s | %d | %,d | %,.0f | %s | %.2f | %.2f | %.2f | %s | %s |%n",
                    cell.scenario().label(), cell.concurrency(), cell.requests(), cell.requestsPerSecond(),
                    cell.scenario().batch() ? String.format(Locale.ROOT, "%,.0f", cell.componentsPerSecond()) : "–",
                    ms(cell.latency().p50Micros()), ms(cell.latency().p99Micros()), ms(cell.latency().maxMicros()),
                    failures(cell), cell.rssMaxKib() > 0 ? String.format(Locale.ROOT, "%.0f", cell.rssMaxKib() / 1024.0) : "–"));
        }
        return out.toString();
    }

    public static String csv(List<CellResult> cells) {
        StringBuilder out = new StringBuilder(
                "scenario,concurrency,requests,seconds,requests_per_s,components_per_s,p50_ms,p99_ms,max_ms,failures,failure_kinds,server_rss_max_mb,server_rss_peak_mb\n");
        for (CellResult cell : cells) {
            out.append(String.format(Locale.ROOT, "%s,%d,%d,%.2f,%.1f,%s,%.3f,%.3f,%.3f,%d,%s,%.1f,%.1f%n",
                    cell.scenario().name(), cell.concurrency(), cell.requests(), cell.seconds(), cell.requestsPerSecond(),
                    cell.scenario().batch() ? String.format(Locale.ROOT, "%.1f", cell.componentsPerSecond()) : "",
                    ms(cell.latency().p50Micros()), ms(cell.latency().p99Micros()), ms(cell.latency().maxMicros()),
                    cell.failureCount(), kinds(cell.failures(), ";"), cell.rssMaxKib() / 1024.0, cell.peakKib() / 1024.0));
        }
        return out.toString();
    }

    private static String failures(CellResult cell) {
        return cell.failureCount() == 0 ? "0" : cell.failureCount() + " (" + kinds(cell.failures(), ", ") + ")";
    }

    private static String kinds(Map<String, Long> failures, String separator) {
        return failures.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(separator));
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }
}
