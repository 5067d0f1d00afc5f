package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.live.EngineLease;
import io.cis.loader.build.SnapshotBuilder;
import io.cis.testkit.SampleSnapshot;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Switching snapshots under a running server: new requests see the new one, a request in flight keeps its own. */
class SnapshotSwitchTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();
    private static Path newer;
    /** A minute ahead: newer than the serving snapshot, and within the clock skew a verified snapshot may show. */
    private static final String NEWER = Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).plusSeconds(60).toString();

    @BeforeAll
    static void start() throws Exception {
        newer = dir.resolve("newer");
        // The license list alone: all the newer snapshot has to answer is the license the requests ask for.
        SnapshotBuilder.withKnownFeeds(Clock.fixed(Instant.parse(NEWER), ZoneOffset.UTC))
                .build(SampleSnapshot.feeds().resolve("spdx"), newer, false);
    }

    private static String createdAtAnswering() throws Exception {
        return JSON.readTree(server.get("/v2/licenses/details?id=MIT").body()).at("/status/db/created_at").asText();
    }

    @Test
    void newRequestsMoveToTheNewSnapshotWhileALeaseInFlightKeepsTheOldOne() throws Exception {
        String before = createdAtAnswering();
        assertThat(before).isEqualTo(server.engine().identity().createdAt());
        try (EngineLease inFlight = server.engines().acquire()) {
            server.engines().switchTo(Engine.open(newer));
            assertThat(createdAtAnswering()).isEqualTo(NEWER);
            // the old snapshot is still open for the request that began on it
            assertThat(inFlight.engine().identity().createdAt()).isEqualTo(before);
            assertThat(inFlight.engine().licenses().details("MIT")).isPresent();
        }
        assertThat(createdAtAnswering()).isEqualTo(NEWER);
        assertThat(server.get("/readyz").statusCode()).as("a snapshot a minute ahead is not stale").isEqualTo(200);
    }
}
