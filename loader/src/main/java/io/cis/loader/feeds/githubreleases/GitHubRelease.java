package io.cis.loader.feeds.githubreleases;

/**
 * One published release of a "list releases" response, or why an entry cannot be used.
 *
 * @param id      the entry's {@code tag_name}, else its position ({@code [3]}), to name it in the build summary
 * @param tag     the tag (the version), or {@code null} when skipped
 * @param date    the UTC day it was published, {@code ""} when unknown
 * @param url     its {@code html_url}, {@code ""} when absent
 * @param notes   its text
 * @param problem why it was skipped, or {@code null}
 */
record GitHubRelease(String id, String tag, String date, String url, String notes, String problem) {

    static GitHubRelease skipped(String id, String problem) {
        return new GitHubRelease(id, null, "", "", "", problem);
    }

    boolean usable() {
        return problem == null;
    }
}
