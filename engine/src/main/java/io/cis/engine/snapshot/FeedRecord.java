package io.cis.engine.snapshot;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One input feed as the manifest lists it: what it was, where it came from, how much it held, and how current its data
 * is.
 *
 * @param feedDate the day the feed's own files state ({@code YYYY-MM-DD}), if any
 * @param dataDate the RFC 3339 UTC time the feed's data is as of (since schema 1.8): the start of {@code feedDate}, or
 *                 of the data date {@code cis fetch} recorded, or the time it fetched the feed; null when unknown
 * @param datedBy  where {@code dataDate} comes from: {@link #DATED_BY_DATA} or {@link #DATED_BY_RETRIEVAL}
 * @param tracked  true when the feed's upstream publishes at least daily, so that {@code --max-age} measures the
 *                 snapshot's staleness from its data date; null otherwise
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FeedRecord(
        @JsonProperty("name") String name,
        @JsonProperty("path") String path,
        @JsonProperty("records") long records,
        @JsonProperty("skipped") long skipped,
        @JsonProperty("feed_date") String feedDate,
        @JsonProperty("version") String version,
        @JsonProperty("data_date") String dataDate,
        @JsonProperty("dated_by") String datedBy,
        @JsonProperty("tracked") Boolean tracked) {

    /** {@code dataDate} is a date the data states (in the feed's files or as {@code cis fetch} read it). */
    public static final String DATED_BY_DATA = "data";
    /** {@code dataDate} is when {@code cis fetch} retrieved the feed: its data states no date. */
    public static final String DATED_BY_RETRIEVAL = "retrieved_at";

    public FeedRecord {
        tracked = Boolean.TRUE.equals(tracked) ? Boolean.TRUE : null;
    }

    /** A feed without a data date, as manifests before schema 1.8 list every feed. */
    public FeedRecord(String name, String path, long records, long skipped, String feedDate, String version) {
        this(name, path, records, skipped, feedDate, version, null, null, null);
    }

    public boolean countsForStaleness() {
        return Boolean.TRUE.equals(tracked);
    }
}
