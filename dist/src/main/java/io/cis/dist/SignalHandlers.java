package io.cis.dist;

import io.cis.http.ops.SnapshotReloader;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import sun.misc.Signal;

/**
 * Operator signals: SIGTERM and SIGINT stop gracefully (the caller drains and exits 0, where a plain JVM would exit
 * 143 on SIGTERM); SIGHUP looks for a newer snapshot when serving a snapshots root. Uses the JDK's
 * {@code jdk.unsupported} signal API, the one way a Java process can handle these signals.
 */
final class SignalHandlers {

    private static final Logger LOG = LoggerFactory.getLogger(SignalHandlers.class);

    private SignalHandlers() {
    }

    static void install(Runnable stop, Optional<SnapshotReloader> reloader) {
        Signal.handle(new Signal("TERM"), signal -> stop.run());
        Signal.handle(new Signal("INT"), signal -> stop.run());
        Signal.handle(new Signal("HUP"), signal -> LOG.info("SIGHUP: {}",
                reloader.map(SnapshotReloader::reload).orElse("no snapshots root to reload")));
    }
}
