package io.cis.http.ops;

import java.time.Clock;
import java.util.Optional;

/** What the server needs for operating it: metrics, the access log, the clock, and an optional snapshot reloader. */
public record Operations(ServiceMetrics metrics, AccessLog accessLog, Clock clock, Optional<SnapshotReloader> reloader) {
}
