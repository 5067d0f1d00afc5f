package io.cis.dist;

import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.RocksLibrary;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.http.ApiKeys;
import io.cis.http.ApiServer;
import io.cis.http.ServerSettings;
import io.cis.http.ServerVersion;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import io.cis.http.ops.SnapshotReloader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code serve}: answers the HTTP API from one snapshot ({@code --snapshot}), from the newest snapshot of a root that
 * it watches for newer ones ({@code --snapshots}), or from the bundled demo snapshot.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Serve the HTTP API. Every option can also be set by the environment variable named in its description.")
public final class ServeCommand implements Callable<Integer> {

    /** Exit code when the snapshot or the native library cannot be used. */
    public static final int REFUSED = 2;

    private static final long MIB = 1024L * 1024;

    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true)
    private Source source = new Source();

    /** Where the snapshot comes from; neither means the bundled demo snapshot. */
    static final class Source {
        @Option(names = "--snapshot", paramLabel = "DIR", defaultValue = "${env:CIS_SNAPSHOT}",
                description = "Snapshot directory to serve (CIS_SNAPSHOT).")
        Path snapshot;

        @Option(names = "--snapshots", paramLabel = "ROOT", defaultValue = "${env:CIS_SNAPSHOTS}",
                description = "Serve the newest valid snapshot under ROOT and switch to newer ones as they appear (CIS_SNAPSHOTS).")
        Path snapshots;
    }

    @Option(names = "--host", paramLabel = "ADDR", defaultValue = "${env:CIS_HOST:-0.0.0.0}",
            description = "Address to bind (CIS_HOST, default ${DEFAULT-VALUE}).")
    private String host;

    @Option(names = "--port", paramLabel = "N", defaultValue = "${env:CIS_PORT:-8080}",
            description = "Port (CIS_PORT, default ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--max-batch", paramLabel = "N", defaultValue = "${env:CIS_MAX_BATCH:-5000}",
            description = "Most components per batch request (CIS_MAX_BATCH, default ${DEFAULT-VALUE}).")
    private int maxBatch;

    @Option(names = "--max-body", paramLabel = "BYTES", defaultValue = "${env:CIS_MAX_BODY:-16777216}",
            description = "Largest request body in bytes (CIS_MAX_BODY, default ${DEFAULT-VALUE}).")
    private long maxBody;

    @Option(names = "--deadline", paramLabel = "DURATION", defaultValue = "${env:CIS_DEADLINE:-30s}",
            converter = DurationConverter.class, description = "Server-side deadline per request (CIS_DEADLINE, default ${DEFAULT-VALUE}).")
    private Duration deadline;

    @Option(names = "--max-age", paramLabel = "DURATION", defaultValue = "${env:CIS_MAX_AGE:-7d}",
            converter = DurationConverter.class, description = "Snapshot age past which /readyz reports stale (CIS_MAX_AGE, default ${DEFAULT-VALUE}).")
    private Duration maxAge;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "${env:CIS_THREADS:-200}",
            description = "Jetty worker threads (CIS_THREADS, default ${DEFAULT-VALUE}).")
    private int threads;

    @Option(names = "--idle-timeout", paramLabel = "DURATION", defaultValue = "${env:CIS_IDLE_TIMEOUT:-30s}",
            converter = DurationConverter.class, description = "Idle and slow-client timeout (CIS_IDLE_TIMEOUT, default ${DEFAULT-VALUE}).")
    private Duration idleTimeout;

    @Option(names = "--min-body-rate", paramLabel = "BYTES", defaultValue = "${env:CIS_MIN_BODY_RATE:-1024}",
            description = "Bytes per second a request body must arrive at on average after its first 2 s; a slower one "
                    + "is answered 408 and its connection closed, 0 for no minimum (CIS_MIN_BODY_RATE, default ${DEFAULT-VALUE}).")
    private long minBodyRate;

    @Option(names = "--max-connections", paramLabel = "N", defaultValue = "${env:CIS_MAX_CONNECTIONS:-1000}",
            description = "Open connections at most; past it new ones wait to be accepted (CIS_MAX_CONNECTIONS, default ${DEFAULT-VALUE}).")
    private int maxConnections;

    @Option(names = "--shutdown-timeout", paramLabel = "DURATION", defaultValue = "${env:CIS_SHUTDOWN_TIMEOUT:-30s}",
            converter = DurationConverter.class, description = "How long in-flight requests may finish on SIGTERM (CIS_SHUTDOWN_TIMEOUT, default ${DEFAULT-VALUE}).")
    private Duration shutdownTimeout;

    @Option(names = "--rescan", paramLabel = "DURATION", defaultValue = "${env:CIS_RESCAN:-30s}",
            converter = DurationConverter.class, description = "With --snapshots, how often to look for a newer snapshot besides file events (CIS_RESCAN, default ${DEFAULT-VALUE}).")
    private Duration rescan;

    @Option(names = "--block-cache-mb", paramLabel = "MB", defaultValue = "${env:CIS_BLOCK_CACHE_MB:-16}",
            description = "RocksDB block cache per open snapshot (CIS_BLOCK_CACHE_MB, default ${DEFAULT-VALUE}).")
    private long blockCacheMb;

    @Option(names = "--decoded-cache-mb", paramLabel = "MB", defaultValue = "${env:CIS_DECODED_CACHE_MB}",
            description = "Stored megabytes per open snapshot whose decoded values stay on the heap between requests; "
                    + "the heap they take is about twice that (CIS_DECODED_CACHE_MB, default: a quarter of the "
                    + "maximum heap, -Xmx).")
    private Long decodedCacheMb;

    @Option(names = "--cache-dir", paramLabel = "DIR", defaultValue = "${env:CIS_CACHE_DIR}",
            description = "Where the bundled demo snapshot is unpacked (CIS_CACHE_DIR, default $XDG_CACHE_HOME/cis or ~/.cache/cis).")
    private Path cacheDir;

    @Option(names = "--api-keys", paramLabel = "FILE", defaultValue = "${env:CIS_API_KEYS}",
            description = "File of API keys, one per line (# comments); when set, every request but /healthz needs one in x-api-key (CIS_API_KEYS).")
    private Path apiKeys;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Clock clock = Clock.systemUTC();
        ServiceMetrics metrics = new ServiceMetrics();
        invalidOption().ifPresent(problem -> {
            throw new ParameterException(spec.commandLine(), problem);
        });
        SnapshotOptions options = decodedCacheMb != null
                ? new SnapshotOptions(blockCacheMb * MIB, decodedCacheMb * MIB)
                : new SnapshotOptions(blockCacheMb * MIB);
        ApiKeys keys;
        try {
            keys = apiKeys == null ? ApiKeys.none() : ApiKeys.readFrom(apiKeys);
        } catch (IOException e) {
            err.println("cannot read API keys: " + e.getMessage());
            err.flush();
            return REFUSED;
        }
        Engine first;
        try {
            RocksLibrary.load();
            first = openFirst(options, metrics);
        } catch (SnapshotRejectedException | IOException | IllegalStateException e) {
            err.println(e.getMessage());
            err.flush();
            return REFUSED;
        }
        EngineSwitch engines = new EngineSwitch(first);
        metrics.watch(engines, clock);
        Optional<SnapshotRoot> root = Optional.ofNullable(source.snapshots).map(SnapshotRoot::new);
        Optional<SnapshotReloader> reloader = root.map(r -> new SnapshotSwitcher(r, engines, options, metrics::outcome));
        ServerSettings settings = new ServerSettings(host, port, maxBody, maxBatch, deadline, threads, idleTimeout,
                shutdownTimeout, maxAge).withMinBodyRate(minBodyRate).withMaxConnections(maxConnections);
        ApiServer server = new ApiServer(engines, ServerVersion.ofBuild(), settings,
                new Operations(metrics, new AccessLog(System.out), clock, reloader), keys);
        int bound;
        SnapshotWatcher watcher = null;
        try {
            bound = server.start();
            if (root.isPresent()) {
                watcher = new SnapshotWatcher(root.get(), reloader.orElseThrow(), rescan);
                watcher.start();
            }
        } catch (IOException | RuntimeException e) {
            server.close();
            engines.close();
            err.println("cannot serve on " + host + ":" + port + ": " + rootMessage(e));
            err.flush();
            return 1;
        }
        SnapshotIdentity identity = first.identity();
        err.printf("serving snapshot %s (schema %s, created_at %s) on http://%s:%d%n",
                first.snapshotDirectory(), identity.schemaVersion(), identity.createdAt(), host, bound);
        if (keys.required()) {
            // How many keys, never which.
            err.printf("requiring one of %d API keys in %s (all routes but /healthz)%n", keys.count(), ApiKeys.HEADER);
        }
        err.flush();
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        AtomicBoolean stopping = new AtomicBoolean();
        SnapshotWatcher watching = watcher;
        Runnable stop = () -> {
            if (stopping.compareAndSet(false, true)) {
                err.println("stopping: draining in-flight requests (up to " + shutdownTimeout.toSeconds() + " s)");
                err.flush();
                if (watching != null) {
                    watching.close();
                }
                server.close();
                engines.close();
                stopped.countDown();
            }
        };
        SignalHandlers.install(() -> new Thread(stop, "cis-stop").start(), reloader);
        Runtime.getRuntime().addShutdownHook(new Thread(stop, "cis-shutdown"));
        stopped.await();
        return 0;
    }

    /** Every option whose value cannot work, said the way a user would fix it; empty when all can. */
    private Optional<String> invalidOption() {
        List<String> problems = new ArrayList<>();
        atLeast(problems, "--port", port, 0);
        if (port > 65_535) {
            problems.add("--port must be at most 65535, was " + port);
        }
        atLeast(problems, "--max-batch", maxBatch, 1);
        atLeast(problems, "--max-body", maxBody, 1);
        atLeast(problems, "--threads", threads, 1);
        atLeast(problems, "--min-body-rate", minBodyRate, 0);
        atLeast(problems, "--max-connections", maxConnections, 1);
        atLeast(problems, "--block-cache-mb", blockCacheMb, 0);
        if (decodedCacheMb != null) {
            atLeast(problems, "--decoded-cache-mb", decodedCacheMb, 0);
        }
        positive(problems, "--deadline", deadline);
        positive(problems, "--max-age", maxAge);
        positive(problems, "--idle-timeout", idleTimeout);
        positive(problems, "--rescan", rescan);
        if (shutdownTimeout.isNegative()) {
            problems.add("--shutdown-timeout must not be negative, was " + shutdownTimeout);
        }
        return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", problems));
    }

    private static void atLeast(List<String> problems, String option, long value, long least) {
        if (value < least) {
            problems.add(option + " must be at least " + least + ", was " + value);
        }
    }

    private static void positive(List<String> problems, String option, Duration value) {
        if (value.isNegative() || value.isZero()) {
            problems.add(option + " must be longer than zero, was " + value);
        }
    }

    private Engine openFirst(SnapshotOptions options, ServiceMetrics metrics) throws SnapshotRejectedException, IOException {
        if (source.snapshots != null) {
            return SnapshotSwitcher.openNewest(new SnapshotRoot(source.snapshots), options, metrics::outcome);
        }
        Path directory = source.snapshot != null ? source.snapshot
                : new DemoSnapshot(cacheDir != null ? cacheDir : DemoSnapshot.defaultCacheRoot()).unpack();
        return Engine.open(directory, options, metrics::outcome);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : e.getMessage();
    }
}
