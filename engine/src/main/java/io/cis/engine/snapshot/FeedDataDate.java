package io.cis.engine.snapshot;

import java.time.Instant;

/**
 * When one feed's data is as of, from the manifest.
 *
 * @param feed     the feed's name
 * @param date     its data date
 * @param datedBy  where the date comes from ({@link FeedRecord#DATED_BY_DATA}, {@link FeedRecord#DATED_BY_RETRIEVAL})
 * @param tracked  whether staleness is measured from it (the upstream publishes at least daily)
 */
public record FeedDataDate(String feed, Instant date, String datedBy, boolean tracked) {
}
