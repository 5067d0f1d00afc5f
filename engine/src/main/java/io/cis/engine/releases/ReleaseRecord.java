package io.cis.engine.releases;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One release-notes entry, as the snapshot stores it (key: canonical purl, 0x00, version) and as the API answers it.
 *
 * @param version      the version as the feed spells it (a changelog heading's or a release's tag)
 * @param date         the release day, {@code YYYY-MM-DD}; {@code ""} when the feed does not say
 * @param url          the release's page (a tag or release page); {@code ""} when unknown
 * @param releaseNotes the notes as the feed writes them (Markdown, unchanged)
 */
public record ReleaseRecord(
        @JsonProperty("version") String version,
        @JsonProperty("date") String date,
        @JsonProperty("url") String url,
        @JsonProperty("release_notes") String releaseNotes) {

    public ReleaseRecord {
        version = version == null ? "" : version;
        date = date == null ? "" : date;
        url = url == null ? "" : url;
        releaseNotes = releaseNotes == null ? "" : releaseNotes;
    }
}
