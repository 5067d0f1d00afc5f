package io.cis.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A closed-loop HTTP load generator for loopback benchmarks: N workers send one GET (or POST with a body) after
 * another for a fixed time, bounded in duration, and report throughput, latency percentiles, failures (anything but
 * the expected status, or a transport error) and which snapshot {@code created_at} values answered, in order.
 *
 * <p>Usage: {@code LoadClient URL [--body FILE] [--concurrency N] [--seconds S] [--expect STATUS]}
 */
public final class LoadClient {

    private static final Pattern CREATED_AT = Pattern.compile("\"created_at\"\\s*:\\s*\"([^\"]+)\"");

    private LoadClient() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        String body = null;
        int concurrency = 4;
        int seconds = 30;
        int expect = 200;
        for (int i = 1; i < args.length; i += 2) {
            switch (args[i]) {
                case "--body" -> body = java.nio.file.Files.readString(java.nio.file.Path.of(args[i + 1]));
                case "--concurrency" -> concurrency = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Math.min(600, Integer.parseInt(args[i + 1]));
                case "--expect" -> expect = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Result result = run(URI.create(url), body, concurrency, Duration.ofSeconds(seconds), expect);
        System.out.println(result.report());
        System.exit(result.failures() == 0 ? 0 : 1);
    }

    /** What a run measured. */
    public record Result(long requests, long failures, double seconds, long[] latenciesMicros, List<String> createdAts,
                         Map<String, Long> failureKinds) {

        public double perSecond() {
            return requests / seconds;
        }

        public long percentileMicros(double p) {
            if (latenciesMicros.length == 0) {
                return 0;
            }
            return latenciesMicros[Math.min(latenciesMicros.length - 1, (int) Math.ceil(p * latenciesMicros.length) - 1)];
        }

        public String report() {
            return String.format("requests %d, failures %d, %.1f s, %.0f req/s, p50 %.2f ms, p99 %.2f ms, created_at seen in order %s%s",
                    requests, failures, seconds, perSecond(), percentileMicros(0.50) / 1000.0, percentileMicros(0.99) / 1000.0,
                    createdAts, failureKinds.isEmpty() ? "" : ", failures " + failureKinds);
        }
    }

    public static Result run(URI uri, String body, int concurrency, Duration duration, int expect) throws InterruptedException {
        // No connect or request timers: JDK 17's can close a pooled connection under a later request (see
        // serving.RequestSender); answers slower than 30 s count as failed instead.
        HttpClient client = HttpClient.newBuilder().build();
        AtomicLong requests = new AtomicLong();
        AtomicLong failures = new AtomicLong();
        Map<String, Long> failureKinds = new ConcurrentHashMap<>();
        Map<String, Long> firstSeen = new ConcurrentHashMap<>();
        List<long[]> latencies = new ArrayList<>();
        long start = System.nanoTime();
        long end = start + duration.toNanos();
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < concurrency; w++) {
            long[] mine = new long[4_000_000];
            latencies.add(mine);
            int index = w;
            Thread worker = new Thread(() -> {
                int count = 0;
                while (System.nanoTime() < end) {
                    HttpRequest.Builder request = HttpRequest.newBuilder(uri);
                    request = body == null ? request.GET() : request.POST(HttpRequest.BodyPublishers.ofString(body));
                    long sent = System.nanoTime();
                    try {
                        HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
                        long took = (System.nanoTime() - sent) / 1000;
                        if (count < mine.length) {
                            mine[count++] = took;
                        }
                        if (took > 30_000_000) {
                            failures.incrementAndGet();
                            failureKinds.merge("answered after 30 s", 1L, Long::sum);
                        } else if (response.statusCode() != expect) {
                            failures.incrementAndGet();
                            failureKinds.merge("status " + response.statusCode(), 1L, Long::sum);
                        }
                        Matcher created = CREATED_AT.matcher(response.body());
                        if (created.find()) {
                            firstSeen.putIfAbsent(created.group(1), System.nanoTime());
                        }
                    } catch (Exception e) {
                        failures.incrementAndGet();
                        failureKinds.merge(e.getClass().getSimpleName(), 1L, Long::sum);
                    }
                    requests.incrementAndGet();
                }
                latencies.set(index, Arrays.copyOf(mine, count));
            }, "load-" + w);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join(Math.max(1, (end + 30_000_000_000L - System.nanoTime()) / 1_000_000));
            if (worker.isAlive()) {
                failures.incrementAndGet();
                failureKinds.merge("no answer within 30 s", 1L, Long::sum);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        long[] all = latencies.stream().flatMapToLong(Arrays::stream).sorted().toArray();
        Map<String, Long> ordered = new LinkedHashMap<>();
        firstSeen.entrySet().stream().sorted(Map.Entry.comparingByValue()).forEach(e -> ordered.put(e.getKey(), e.getValue()));
        return new Result(requests.get(), failures.get(), seconds, all, List.copyOf(ordered.keySet()), Map.copyOf(failureKinds));
    }
}
