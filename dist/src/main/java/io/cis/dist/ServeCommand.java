package io.cis.dist;

import io.cis.dist.trust.TrustException;
import io.cis.dist.trust.TrustedKeys;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineSwitch;
import io.cis.engine.snapshot.RocksLibrary;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.engine.snapshot.Verification;
import io.cis.http.ApiKeys;
import io.cis.http.ApiServer;
import io.cis.http.ServerSettings;
import io.cis.http.ServerVersion;
import io.cis.http.ops.AccessLog;
import io.cis.http.ops.Operations;
import io.cis.http.ops.ServiceMetrics;
import io.cis.loader.build.FeedDiscovery;
import io.cis.http.ops.SnapshotReloader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code serve}: answers the HTTP API from one snapshot ({@code --snapshot}), from the newest snapshot of a root that
 * it watches for newer ones ({@code --snapshots}; an empty root is waited on, not ready), or from the bundled demo
 * snapshot when asked ({@code --demo}); with none of them it refuses to start rather than answer from demo data.
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

    /** Where the snapshot comes from; one must be chosen. */
    static final class Source {
        @Option(names = "--snapshot", paramLabel = "DIR", defaultValue = "${env:CIS_SNAPSHOT}",
                description = "Snapshot directory to serve (CIS_SNAPSHOT).")
        Path snapshot;

        @Option(names = "--snapshots", paramLabel = "ROOT", defaultValue = "${env:CIS_SNAPSHOTS}",
                description = "Serve the newest valid snapshot under ROOT and switch to newer ones as they appear; an empty "
                        + "ROOT is waited on, not ready, until the first one (CIS_SNAPSHOTS).")
        Path snapshots;

        @Option(names = "--demo", defaultValue = "${env:CIS_DEMO:-false}",
                description = "Serve the bundled demo snapshot (sample data, marked demo in every answer) (CIS_DEMO).")
        boolean demo;
    }

    /** The snapshot settings, for the refusal that names them. */
    static final String SNAPSHOT_SETTINGS = "--snapshot DIR (CIS_SNAPSHOT), --snapshots ROOT (CIS_SNAPSHOTS) or --demo "
            + "(CIS_DEMO=true, the bundled sample data)";

    /** Variables the jar and its scripts read besides serve's options. */
    static final Set<String> OTHER_VARIABLES = Set.of("CIS_NATIVE_DIR", "CIS_JAR", "CIS_KEEP");

    @Option(names = "--host", paramLabel = "ADDR", defaultValue = "${env:CIS_HOST:-" + ServerSettings.DEFAULT_HOST + "}",
            description = "Address to bind (CIS_HOST, default ${DEFAULT-VALUE}).")
    private String host;

    @Option(names = "--port", paramLabel = "N", defaultValue = "${env:CIS_PORT:-" + ServerSettings.DEFAULT_PORT + "}",
            description = "Port (CIS_PORT, default ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--max-batch", paramLabel = "N", defaultValue = "${env:CIS_MAX_BATCH:-" + ServerSettings.DEFAULT_MAX_BATCH_ITEMS + "}",
            description = "Most components per batch request (CIS_MAX_BATCH, default ${DEFAULT-VALUE}).")
    private int maxBatch;

    @Option(names = "--max-body", paramLabel = "BYTES", defaultValue = "${env:CIS_MAX_BODY:-" + ServerSettings.DEFAULT_MAX_REQUEST_BYTES + "}",
            description = "Largest request body in bytes (CIS_MAX_BODY, default ${DEFAULT-VALUE}).")
    private long maxBody;

    @Option(names = "--deadline", paramLabel = "DURATION", defaultValue = "${env:CIS_DEADLINE:-" + ServerSettings.DEFAULT_DEADLINE_SECONDS + "s}",
            converter = DurationConverter.class, description = "Server-side deadline per request (CIS_DEADLINE, default ${DEFAULT-VALUE}).")
    private Duration deadline;

    @Option(names = "--max-age", paramLabel = "DURATION", defaultValue = "${env:CIS_MAX_AGE:-" + ServerSettings.DEFAULT_MAX_AGE_DAYS + "d}",
            converter = DurationConverter.class, description = "Data age past which the snapshot is reported stale, measured from the oldest data date of its "
                    + "tracked (vulnerability) feeds: a field of /readyz and status.db, a metric and a log warning; "
                    + "it keeps serving and stays ready (CIS_MAX_AGE, default ${DEFAULT-VALUE}).")
    private Duration maxAge;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "${env:CIS_THREADS:-" + ServerSettings.DEFAULT_MAX_THREADS + "}",
            description = "Jetty worker threads (CIS_THREADS, default ${DEFAULT-VALUE}).")
    private int threads;

    @Option(names = "--idle-timeout", paramLabel = "DURATION", defaultValue = "${env:CIS_IDLE_TIMEOUT:-" + ServerSettings.DEFAULT_IDLE_TIMEOUT_SECONDS + "s}",
            converter = DurationConverter.class, description = "Idle and slow-client timeout (CIS_IDLE_TIMEOUT, default ${DEFAULT-VALUE}).")
    private Duration idleTimeout;

    @Option(names = "--min-body-rate", paramLabel = "BYTES", defaultValue = "${env:CIS_MIN_BODY_RATE:-" + ServerSettings.DEFAULT_MIN_BODY_RATE + "}",
            description = "Bytes per second a request body must arrive at on average after its first 2 s; a slower one "
                    + "is answered 408 and its connection closed, 0 for no minimum (CIS_MIN_BODY_RATE, default ${DEFAULT-VALUE}).")
    private long minBodyRate;

    @Option(names = "--max-connections", paramLabel = "N", defaultValue = "${env:CIS_MAX_CONNECTIONS:-" + ServerSettings.DEFAULT_MAX_CONNECTIONS + "}",
            description = "Open connections at most; past it new ones wait to be accepted (CIS_MAX_CONNECTIONS, default ${DEFAULT-VALUE}).")
    private int maxConnections;

    @Option(names = "--shutdown-timeout", paramLabel = "DURATION", defaultValue = "${env:CIS_SHUTDOWN_TIMEOUT:-" + ServerSettings.DEFAULT_SHUTDOWN_TIMEOUT_SECONDS + "s}",
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

    @Option(names = "--trust", paramLabel = "PUBLIC", split = ",", defaultValue = "${env:CIS_TRUST}",
            description = "Public key file(s), comma-separated in CIS_TRUST: serve only snapshots whose manifest carries "
                    + "a signature (manifest.sig, written by import) by one of them (CIS_TRUST).")
    private List<Path> trust;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Clock clock = Clock.systemUTC();
        ServiceMetrics metrics = new ServiceMetrics();
        invalidOption().ifPresent(problem -> {
            throw new ParameterException(spec.commandLine(), problem);
        });
        new EnvironmentCheck(knownVariables()).warnings(System.getenv()).forEach(err::println);
        if (source.snapshot == null && source.snapshots == null && !source.demo) {
            err.println("serve needs a snapshot to answer from; none of " + SNAPSHOT_SETTINGS + " is set");
            err.flush();
            return REFUSED;
        }
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
        Optional<TrustedKeys> trusted;
        try {
            trusted = trust == null || trust.isEmpty() ? Optional.empty() : Optional.of(TrustedKeys.read(trust));
        } catch (TrustException e) {
            err.println("cannot read trusted keys: " + e.getMessage());
            err.flush();
            return REFUSED;
        }
        // One thread hashes snapshots opened on their verification record; a failure reloads, to fail over. It
        // starts hashing only once the server listens, so the first answer does not wait behind a full read.
        ExecutorService background = Executors.newSingleThreadExecutor(daemon("cis-background-verify"));
        CountDownLatch listening = new CountDownLatch(1);
        background.execute(() -> awaitQuietly(listening));
        AtomicReference<Runnable> failOver = new AtomicReference<>(() -> { });
        SnapshotOpener opener = new SnapshotOpener(options, metrics::outcome, trusted, background, () -> failOver.get().run());
        // The snapshot opens on its own thread while this one builds the server: start-up costs the longer of the
        // two, not their sum. The server binds only after the snapshot opened, so a rejected one never listens.
        ExecutorService opening = Executors.newSingleThreadExecutor(daemon("cis-open"));
        Future<Optional<Engine>> firstOpening = opening.submit(() -> {
            RocksLibrary.load();
            return openFirst(opener);
        });
        opening.shutdown();
        EngineSwitch engines = EngineSwitch.waiting();
        metrics.watch(engines, clock, maxAge, FeedDiscovery.knownFeedNames());
        Optional<SnapshotRoot> root = Optional.ofNullable(source.snapshots).map(SnapshotRoot::new);
        Optional<SnapshotReloader> reloader = root.map(r -> new SnapshotSwitcher(r, engines, opener));
        reloader.ifPresent(r -> failOver.set(r::reload));
        ServerSettings settings = new ServerSettings(host, port, maxBody, maxBatch, deadline, threads, idleTimeout,
                shutdownTimeout, maxAge).withMinBodyRate(minBodyRate).withMaxConnections(maxConnections);
        // Access-log lines are formatted and written off the request threads, in batches.
        AccessLog accessLog = AccessLog.inBackground(new FileOutputStream(FileDescriptor.out));
        ApiServer server = new ApiServer(engines, ServerVersion.ofBuild(), settings,
                new Operations(metrics, accessLog, clock, reloader), keys);
        Optional<Engine> first;
        try {
            first = firstOpening.get();
        } catch (ExecutionException e) {
            server.close();
            background.shutdownNow();
            Throwable cause = e.getCause();
            if (cause instanceof SnapshotRejectedException || cause instanceof IOException
                    || cause instanceof IllegalStateException) {
                err.println(cause.getMessage());
                err.flush();
                return REFUSED;
            }
            throw new IllegalStateException(cause);
        }
        first.ifPresent(engines::switchTo);
        int bound;
        SnapshotWatcher watcher = null;
        try {
            bound = server.start();
            listening.countDown();
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
        if (first.isPresent()) {
            Engine engine = first.get();
            SnapshotIdentity identity = engine.identity();
            err.printf("serving %s %s (schema %s, created_at %s%s%s%s) on http://%s:%d%n",
                    identity.demo() ? "the demo snapshot (bundled sample data, not for real answers)" : "snapshot",
                    engine.snapshotDirectory(), identity.schemaVersion(), identity.createdAt(),
                    identity.dataDates().oldest().map(f -> ", data as of " + f.date() + " (feed " + f.feed() + ")").orElse(""),
                    engine.signedBy().map(id -> ", signed by key " + id).orElse(""),
                    engine.verification() == Verification.PENDING ? ", files hashed in the background" : "", host, bound);
        } else {
            err.printf("waiting for the first snapshot under %s (not ready until one verifies) on http://%s:%d%n",
                    source.snapshots.toAbsolutePath().normalize(), host, bound);
        }
        ScheduledExecutorService staleness = Executors.newSingleThreadScheduledExecutor(daemon("cis-staleness"));
        StalenessWarning warning = new StalenessWarning(engines, clock, maxAge);
        staleness.scheduleWithFixedDelay(warning::check, 0, 10, TimeUnit.MINUTES);
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
                staleness.shutdownNow();
                background.shutdownNow();
                server.close();
                accessLog.close();
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

    /** The first engine; empty when a snapshots root holds no snapshot yet (the server then waits for one). */
    private Optional<Engine> openFirst(SnapshotOpener opener) throws SnapshotRejectedException, IOException {
        if (source.snapshots != null) {
            SnapshotRoot root = new SnapshotRoot(source.snapshots);
            if (!Files.isDirectory(source.snapshots)) {
                throw new IOException(source.snapshots + ": the snapshots root does not exist (create it, then import "
                        + "or build the first snapshot into it)");
            }
            if (root.candidates().isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(SnapshotSwitcher.openNewest(root, opener));
        }
        if (source.snapshot != null) {
            return Optional.of(opener.open(source.snapshot));
        }
        return Optional.of(opener.openDemo(new DemoSnapshot(cacheDir != null ? cacheDir : DemoSnapshot.defaultCacheRoot())
                .unpack()));
    }

    /** Every CIS_* variable serve's options read, from the options themselves, and the other variables of the jar. */
    private Set<String> knownVariables() {
        Set<String> names = new HashSet<>(OTHER_VARIABLES);
        Pattern variable = Pattern.compile("\\$\\{env:(CIS_[A-Z_]+)");
        CommandLine asWritten = new CommandLine(new ServeCommand());
        asWritten.setInterpolateVariables(false); // the defaults as written: ${env:CIS_PORT:-8080}
        for (OptionSpec option : asWritten.getCommandSpec().options()) {
            String raw = option.defaultValue();
            Matcher m = variable.matcher(raw == null ? "" : raw);
            while (m.find()) {
                names.add(m.group(1));
            }
        }
        return names;
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : e.getMessage();
    }
}
