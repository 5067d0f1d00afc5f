package io.cis.dist;

import io.cis.engine.Engine;
import io.cis.engine.snapshot.RocksLibrary;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.SnapshotRejectedException;
import io.cis.http.ApiServer;
import io.cis.http.ServerSettings;
import io.cis.http.ServerVersion;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code serve}: answers the HTTP API from one snapshot, the bundled demo unless {@code --snapshot} names one. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the HTTP API from a snapshot (the bundled demo snapshot when --snapshot is not given).")
public final class ServeCommand implements Callable<Integer> {

    /** Exit code when the snapshot or the native library cannot be used. */
    public static final int REFUSED = 2;

    @Spec
    private CommandSpec spec;

    @Option(names = "--snapshot", paramLabel = "DIR", defaultValue = "${env:CIS_SNAPSHOT}",
            description = "Snapshot directory to serve (env CIS_SNAPSHOT). Default: the bundled demo snapshot.")
    private Path snapshot;

    @Option(names = "--host", paramLabel = "ADDR", defaultValue = "${env:CIS_HOST:-0.0.0.0}",
            description = "Address to bind (env CIS_HOST, default ${DEFAULT-VALUE}).")
    private String host;

    @Option(names = "--port", paramLabel = "N", defaultValue = "${env:CIS_PORT:-8080}",
            description = "Port to listen on (env CIS_PORT, default ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--cache-dir", paramLabel = "DIR",
            description = "Where the bundled demo snapshot is unpacked (default $XDG_CACHE_HOME/cis or ~/.cache/cis).")
    private Path cacheDir;

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Engine engine;
        try {
            RocksLibrary.load();
            Path directory = snapshot != null ? snapshot
                    : new DemoSnapshot(cacheDir != null ? cacheDir : DemoSnapshot.defaultCacheRoot()).unpack();
            engine = Engine.open(directory);
        } catch (SnapshotRejectedException | IOException | IllegalStateException e) {
            err.println(e.getMessage());
            err.flush();
            return REFUSED;
        }
        ApiServer server = new ApiServer(engine, ServerVersion.ofBuild(), ServerSettings.defaults(host, port));
        int bound;
        try {
            bound = server.start();
        } catch (RuntimeException e) {
            engine.close();
            err.println("cannot listen on " + host + ":" + port + ": " + rootMessage(e));
            err.flush();
            return 1;
        }
        SnapshotIdentity identity = engine.identity();
        out.printf("serving snapshot %s (schema %s, created_at %s) on http://%s:%d%n",
                engine.snapshotDirectory(), identity.schemaVersion(), identity.createdAt(), host, bound);
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            engine.close();
            stopped.countDown();
        }, "cis-shutdown"));
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : e.getMessage();
    }
}
