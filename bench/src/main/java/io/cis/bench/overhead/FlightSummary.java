package io.cis.bench.overhead;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedMethod;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Summarises a flight recording of a server under load: the CPU each group of threads used (thread names with their
 * numbers taken out), and, over the execution samples of the request threads, the methods most often on top of the
 * stack and the share of samples in which each method of interest was anywhere on the stack (its inclusive share).
 * Read with the JDK's own recording reader; the same data {@code jfr print --events jdk.ExecutionSample} shows.
 *
 * <p>Usage: {@code FlightSummary RECORDING [--threads REGEX] [--methods REGEX] [--top N]}; defaults: the request
 * threads are Jetty's pool ({@code qtp...}, {@code JettyServerThreadPool-...}), the methods of interest the service's
 * own ({@code io.cis.}, the metrics, Javalin's JSON), the top 15.
 */
public final class FlightSummary {

    private FlightSummary() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0 || args.length % 2 == 0) {
            System.err.println("usage: FlightSummary RECORDING [--threads REGEX] [--methods REGEX] [--top N]");
            System.exit(2);
        }
        Map<String, String> options = new TreeMap<>();
        for (int i = 1; i < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        Pattern requestThreads = Pattern.compile(options.getOrDefault("threads", "qtp.*|JettyServerThreadPool.*"));
        Pattern interesting = Pattern.compile(options.getOrDefault("methods",
                "io\\.cis\\..*|io\\.micrometer\\..*Timer\\.record|io\\.javalin\\.http\\.Context\\.(json|bodyAsClass|bodyAsBytes)"));
        int top = Integer.parseInt(options.getOrDefault("top", "15"));

        Map<String, Double> cpuByThreads = new TreeMap<>();
        Map<String, Long> samplesByThreads = new TreeMap<>();
        Map<String, Long> topFrames = new TreeMap<>();
        Map<String, Long> inclusive = new TreeMap<>();
        long requestSamples = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(Path.of(args[0]))) {
            String type = event.getEventType().getName();
            if (type.equals("jdk.ThreadCPULoad")) {
                RecordedThread thread = event.getThread();
                if (thread != null) {
                    cpuByThreads.merge(group(thread), (double) event.getFloat("user") + event.getFloat("system"),
                            Double::sum);
                }
            } else if (type.equals("jdk.ExecutionSample")) {
                RecordedThread thread = event.getThread("sampledThread");
                String group = thread == null ? "?" : group(thread);
                samplesByThreads.merge(group, 1L, Long::sum);
                RecordedStackTrace stack = event.getStackTrace();
                if (!requestThreads.matcher(group).matches() || stack == null || stack.getFrames().isEmpty()) {
                    continue;
                }
                requestSamples++;
                List<RecordedFrame> frames = stack.getFrames();
                topFrames.merge(name(frames.get(0).getMethod()), 1L, Long::sum);
                Set<String> seen = new HashSet<>();
                for (RecordedFrame frame : frames) {
                    String method = name(frame.getMethod());
                    // A lambda's frame only repeats the method it calls, under a name that changes from run to run.
                    if (!method.contains("$$Lambda") && interesting.matcher(method).matches() && seen.add(method)) {
                        inclusive.merge(method, 1L, Long::sum);
                    }
                }
            }
        }
        double cpuTotal = cpuByThreads.values().stream().mapToDouble(Double::doubleValue).sum();
        System.out.println("CPU by thread group (share of the process's sampled CPU):");
        for (Map.Entry<String, Double> entry : largest(cpuByThreads, top).entrySet()) {
            System.out.printf(Locale.ROOT, "  %5.1f%%  %s%n", 100 * entry.getValue() / cpuTotal, entry.getKey());
        }
        System.out.println("Execution samples by thread group:");
        for (Map.Entry<String, Long> entry : largest(samplesByThreads, top).entrySet()) {
            System.out.printf(Locale.ROOT, "  %6d  %s%n", entry.getValue(), entry.getKey());
        }
        System.out.printf(Locale.ROOT, "Request threads (%s): %d samples%n", requestThreads, requestSamples);
        System.out.println("Top of stack (self):");
        print(largest(topFrames, top), requestSamples);
        System.out.printf(Locale.ROOT, "Anywhere on the stack (inclusive), methods matching %s:%n", interesting);
        print(largest(inclusive, Integer.MAX_VALUE), requestSamples);
    }

    /** The thread's name with its numbers replaced by N, so a pool's threads count together. */
    private static String group(RecordedThread thread) {
        String name = thread.getJavaName() != null ? thread.getJavaName() : thread.getOSName();
        return name == null ? "?" : name.replaceAll("\\d+", "N");
    }

    private static String name(RecordedMethod method) {
        return method == null ? "?" : method.getType().getName() + "." + method.getName();
    }

    private static <N extends Number & Comparable<N>> Map<String, N> largest(Map<String, N> counts, int limit) {
        List<Map.Entry<String, N>> entries = new ArrayList<>(counts.entrySet());
        entries.sort(Map.Entry.<String, N>comparingByValue().reversed());
        Map<String, N> kept = new LinkedHashMap<>();
        for (Map.Entry<String, N> entry : entries.subList(0, Math.min(limit, entries.size()))) {
            kept.put(entry.getKey(), entry.getValue());
        }
        return kept;
    }

    private static void print(Map<String, Long> counts, long total) {
        counts.forEach((method, count) -> System.out.printf(Locale.ROOT, "  %5.1f%%  %6d  %s%n",
                total == 0 ? 0.0 : 100.0 * count / total, count, method));
    }
}
