package io.cis.engine.snapshot;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * How current a snapshot's data is: each feed's data date, and the one its staleness is measured from, the oldest
 * data date of the tracked feeds (those whose upstream publishes at least daily: a vulnerability feed a week behind
 * misses a week of advisories, while a license list released quarterly is not stale after a week). When no tracked
 * feed is dated (a snapshot written before schema 1.8, or one without vulnerability feeds), the build time
 * {@code created_at} stands in.
 */
public final class DataDates {

    private final List<FeedDataDate> feeds;
    private final Optional<FeedDataDate> oldest;
    private final Optional<Instant> createdAt;

    private DataDates(List<FeedDataDate> feeds, Optional<Instant> createdAt) {
        this.feeds = List.copyOf(feeds);
        this.oldest = feeds.stream().filter(FeedDataDate::tracked).min(Comparator.comparing(FeedDataDate::date));
        this.createdAt = createdAt;
    }

    /** The dates a manifest states; {@link ManifestReader} has already refused any that is not an RFC 3339 time. */
    public static DataDates of(Manifest manifest) {
        List<FeedDataDate> dated = new ArrayList<>();
        for (FeedRecord feed : manifest.feeds()) {
            if (feed.dataDate() != null) {
                dated.add(new FeedDataDate(feed.name(), Instant.parse(feed.dataDate()), feed.datedBy(),
                        feed.countsForStaleness()));
            }
        }
        Optional<Instant> created;
        try {
            created = Optional.of(Instant.parse(manifest.createdAt()));
        } catch (DateTimeParseException | NullPointerException e) {
            created = Optional.empty();
        }
        return new DataDates(dated, created);
    }

    /** Every dated feed, in manifest order. */
    public List<FeedDataDate> feeds() {
        return feeds;
    }

    /** The data date of {@code feed}, if the snapshot holds that feed and it is dated. */
    public Optional<FeedDataDate> feed(String feed) {
        return feeds.stream().filter(f -> f.feed().equals(feed)).findFirst();
    }

    /** The tracked feed with the oldest data date: the one the snapshot's staleness is measured from. */
    public Optional<FeedDataDate> oldest() {
        return oldest;
    }

    /** The snapshot's data age at {@code now}, stale past {@code maxAge}. */
    public Staleness at(Instant now, Duration maxAge) {
        Optional<Instant> since = oldest.map(FeedDataDate::date).or(() -> createdAt);
        return new Staleness(oldest, since, since.map(s -> ageAt(s, now)).orElse(Staleness.UNKNOWN_AGE), maxAge);
    }

    /** From {@code date} to {@code now}; zero for a date ahead of the clock (within the skew a snapshot may allow). */
    public static Duration ageAt(Instant date, Instant now) {
        Duration age = Duration.between(date, now);
        return age.isNegative() ? Duration.ZERO : age;
    }
}
