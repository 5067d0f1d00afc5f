package io.cis.dist;

import io.cis.http.ops.SnapshotReloader;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reloads when a directory appears in the snapshots root (a build publishes by renaming its work directory there),
 * and every {@code rescan} regardless, for file systems that report no events (network and container volumes).
 */
public final class SnapshotWatcher implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotWatcher.class);

    private final Thread thread;
    private final WatchService watch;

    public SnapshotWatcher(SnapshotRoot root, SnapshotReloader reloader, Duration rescan) throws IOException {
        this.watch = FileSystems.getDefault().newWatchService();
        root.path().register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY);
        this.thread = new Thread(() -> run(reloader, rescan), "cis-snapshot-watcher");
        this.thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    private void run(SnapshotReloader reloader, Duration rescan) {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                WatchKey key = watch.poll(rescan.toMillis(), TimeUnit.MILLISECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                }
                reloader.reload();
            } catch (InterruptedException | java.nio.file.ClosedWatchServiceException e) {
                return;
            } catch (RuntimeException e) {
                LOG.warn("snapshot reload failed: {}", e.getMessage());
            }
        }
    }

    @Override
    public void close() {
        thread.interrupt();
        try {
            watch.close();
        } catch (IOException e) {
            LOG.debug("closing the snapshot watch: {}", e.getMessage());
        }
    }
}
