package io.cis.http.v2;

import io.cis.http.answers.V2Status;
import io.cis.engine.snapshot.FeedDataDate;
import io.cis.engine.snapshot.SnapshotIdentity;
import io.cis.engine.snapshot.Staleness;
import io.cis.http.ServerVersion;
import java.time.Clock;
import java.time.Duration;

/**
 * Makes the {@code status} block of v2 answers: the server's version, and the answering snapshot's identity with its
 * data's staleness at the moment of the answer, against the server's maximum age.
 */
public final class V2StatusBlocks {

    private final ServerVersion server;
    private final Clock clock;
    private final Duration maxAge;

    public V2StatusBlocks(ServerVersion server, Clock clock, Duration maxAge) {
        this.server = server;
        this.clock = clock;
        this.maxAge = maxAge;
    }

    /** A {@code SUCCESS} block with {@code message}, for an answer from {@code snapshot}. */
    public V2Status success(String message, SnapshotIdentity snapshot) {
        Staleness staleness = snapshot.dataDates().at(clock.instant(), maxAge);
        return new V2Status("SUCCESS", message, new V2Status.Db(snapshot.schemaVersion(), snapshot.createdAt(),
                snapshot.demo() ? Boolean.TRUE : null,
                staleness.feed().map(f -> f.date().toString()).orElse(null),
                staleness.feed().map(FeedDataDate::feed).orElse(null),
                staleness.stale() ? Boolean.TRUE : null),
                new V2Status.Server(server.version()));
    }
}
