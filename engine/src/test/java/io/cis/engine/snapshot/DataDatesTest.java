package io.cis.engine.snapshot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A snapshot's staleness is measured from the oldest data date of its tracked feeds, never from its build, unless no
 * tracked feed is dated.
 */
class DataDatesTest {

    private static final String CREATED_AT = "2026-11-20T03:04:05Z";
    private static final Duration WEEK = Duration.ofDays(7);

    private static FeedRecord feed(String name, String dataDate, boolean tracked) {
        return new FeedRecord(name, name, 1, 0, dataDate == null ? null : dataDate.substring(0, 10), null, dataDate,
                dataDate == null ? null : FeedRecord.DATED_BY_DATA, tracked);
    }

    private static DataDates of(FeedRecord... feeds) {
        return DataDates.of(new Manifest("1.8.0", CREATED_AT, List.of(feeds), null));
    }

    @Test
    void staleFlipsOnceTheClockPassesTheMaximumAgeFromTheOldestTrackedFeed() {
        DataDates dates = of(feed("osv", "2026-11-19T00:00:00Z", true), feed("epss", "2026-11-12T00:00:00Z", true),
                feed("spdx", "2026-02-20T00:00:00Z", false));
        Instant epss = Instant.parse("2026-11-12T00:00:00Z");

        Staleness atTheLimit = dates.at(epss.plus(WEEK), WEEK);
        Staleness pastIt = dates.at(epss.plus(WEEK).plusSeconds(1), WEEK);

        assertThat(atTheLimit.stale()).isFalse();
        assertThat(atTheLimit.age()).isEqualTo(WEEK);
        assertThat(pastIt.stale()).isTrue();
        assertThat(pastIt.feed()).hasValueSatisfying(f -> assertThat(f.feed()).isEqualTo("epss"));
        assertThat(pastIt.since()).contains(epss);
        assertThat(pastIt.measuredFrom(CREATED_AT)).isEqualTo("feed epss data dated 2026-11-12T00:00:00Z");
    }

    @Test
    void anUntrackedFeedIsDatedButNeverMakesTheSnapshotStale() {
        DataDates dates = of(feed("osv", "2026-11-19T00:00:00Z", true), feed("spdx", "2026-02-20T00:00:00Z", false));

        assertThat(dates.oldest()).hasValueSatisfying(f -> assertThat(f.feed()).isEqualTo("osv"));
        assertThat(dates.feed("spdx")).hasValueSatisfying(f -> {
            assertThat(f.date()).isEqualTo(Instant.parse("2026-02-20T00:00:00Z"));
            assertThat(f.tracked()).isFalse();
        });
        assertThat(dates.at(Instant.parse("2026-11-20T00:00:00Z"), WEEK).stale()).isFalse();
    }

    @Test
    void withoutADatedTrackedFeedTheBuildTimeStandsIn() {
        DataDates dates = of(feed("spdx", "2026-02-20T00:00:00Z", false), feed("osv", null, true));
        Instant created = Instant.parse(CREATED_AT);

        Staleness fresh = dates.at(created.plus(WEEK), WEEK);
        Staleness stale = dates.at(created.plus(WEEK).plusSeconds(1), WEEK);

        assertThat(dates.oldest()).isEmpty();
        assertThat(fresh.stale()).isFalse();
        assertThat(stale.stale()).isTrue();
        assertThat(stale.feed()).isEmpty();
        assertThat(stale.since()).contains(created);
        assertThat(stale.measuredFrom(CREATED_AT)).startsWith("created_at " + CREATED_AT);
    }

    @Test
    void dataDatedAheadOfTheClockIsFreshNotNegativelyOld() {
        Staleness staleness = of(feed("osv", "2026-11-21T00:00:00Z", true)).at(Instant.parse("2026-11-20T00:00:00Z"), WEEK);

        assertThat(staleness.age()).isZero();
        assertThat(staleness.stale()).isFalse();
    }

    @Test
    void aManifestWithoutAnyDateIsNeverFresh() {
        DataDates dates = DataDates.of(new Manifest("1.8.0", "yesterday", List.of(feed("osv", null, true)), null));

        Staleness staleness = dates.at(Instant.parse("2026-11-20T00:00:00Z"), Duration.ofDays(36500));

        assertThat(staleness.since()).isEmpty();
        assertThat(staleness.stale()).isTrue();
    }

    @Test
    void aManifestOfAnOlderSchemaHasNoDataDatesAndIsMeasuredFromItsBuild() throws Exception {
        String manifest = "{\"schema_version\":\"1.7.0\",\"created_at\":\"" + CREATED_AT + "\",\"feeds\":[{\"name\":\"osv\","
                + "\"path\":\"osv\",\"records\":3,\"skipped\":0,\"feed_date\":\"2026-07-30\"}],\"files\":{}}";

        DataDates dates = DataDates.of(new ManifestReader().parse(manifest.getBytes(StandardCharsets.UTF_8), "old"));

        assertThat(dates.feeds()).isEmpty();
        assertThat(dates.at(Instant.parse(CREATED_AT), WEEK).since()).contains(Instant.parse(CREATED_AT));
    }

    @Test
    void aDataDateThatIsNotATimeIsRefusedWhenTheManifestIsRead() {
        String manifest = "{\"schema_version\":\"1.8.0\",\"created_at\":\"" + CREATED_AT + "\",\"feeds\":[{\"name\":\"epss\","
                + "\"path\":\"epss\",\"records\":3,\"skipped\":0,\"data_date\":\"last week\",\"tracked\":true}],\"files\":{}}";

        assertThatThrownBy(() -> new ManifestReader().parse(manifest.getBytes(StandardCharsets.UTF_8), "m.json"))
                .isInstanceOf(SnapshotRejectedException.class)
                .hasMessage("m.json: feed epss's data_date 'last week' is not an RFC 3339 UTC time");
    }

    @Test
    void theManifestWritesTheNewFieldsOnlyWhenTheyHoldSomething() throws Exception {
        String tracked = new String(new ValueCodec().encode(feed("epss", "2025-08-15T00:00:00Z", true)), StandardCharsets.UTF_8);
        String untracked = new String(new ValueCodec().encode(feed("sarif", null, false)), StandardCharsets.UTF_8);

        assertThat(tracked).contains("\"data_date\":\"2025-08-15T00:00:00Z\"").contains("\"dated_by\":\"data\"")
                .contains("\"tracked\":true");
        assertThat(untracked).doesNotContain("data_date").doesNotContain("dated_by").doesNotContain("tracked");
    }
}
