package io.cis.loader.feeds.githubreleases;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.DateTimeException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the entries of a GitHub REST "list releases" response: {@code tag_name}, {@code name}, {@code body},
 * {@code published_at} (else {@code created_at}), {@code html_url}. Drafts are not releases and are passed over.
 */
final class ReleaseListReader {

    private ReleaseListReader() {
    }

    /** Every entry of the array but drafts, in file order, usable or with the reason it is not. */
    static List<GitHubRelease> read(JsonNode releases) {
        List<GitHubRelease> read = new ArrayList<>();
        for (int i = 0; i < releases.size(); i++) {
            JsonNode entry = releases.get(i);
            String position = "[" + i + "]";
            if (!entry.isObject()) {
                read.add(GitHubRelease.skipped(position, "entry is not an object"));
                continue;
            }
            JsonNode draft = entry.path("draft");
            if (!draft.isMissingNode() && !draft.isNull() && !draft.isBoolean()) {
                read.add(GitHubRelease.skipped(position, "draft is not a boolean"));
                continue;
            }
            if (draft.asBoolean(false)) {
                continue;
            }
            read.add(release(entry, position));
        }
        return read;
    }

    private static GitHubRelease release(JsonNode entry, String position) {
        JsonNode tag = entry.path("tag_name");
        if (!tag.isTextual() || tag.textValue().isBlank()) {
            return GitHubRelease.skipped(position, "tag_name is missing or not a non-empty string");
        }
        String id = tag.textValue();
        for (String field : List.of("name", "body", "html_url", "published_at", "created_at")) {
            JsonNode value = entry.path(field);
            if (!value.isMissingNode() && !value.isNull() && !value.isTextual()) {
                return GitHubRelease.skipped(id, field + " is not a string");
            }
        }
        String published = text(entry, "published_at");
        String created = text(entry, "created_at");
        String date;
        try {
            date = !published.isEmpty() ? utcDay(published) : !created.isEmpty() ? utcDay(created) : "";
        } catch (DateTimeException e) {
            String field = !published.isEmpty() ? "published_at" : "created_at";
            return GitHubRelease.skipped(id, field + " is not an ISO 8601 timestamp: " + text(entry, field));
        }
        String body = text(entry, "body");
        // A release that is only titled says what it says in its name.
        String notes = body.isBlank() ? text(entry, "name") : body;
        return new GitHubRelease(id, id, date, text(entry, "html_url"), notes, null);
    }

    /** The UTC day of a timestamp such as {@code 2017-02-15T20:57:12Z}. */
    private static String utcDay(String timestamp) {
        return OffsetDateTime.parse(timestamp).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate().toString();
    }

    private static String text(JsonNode entry, String field) {
        JsonNode value = entry.path(field);
        return value.isTextual() ? value.textValue() : "";
    }
}
