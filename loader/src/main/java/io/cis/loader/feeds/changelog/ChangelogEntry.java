package io.cis.loader.feeds.changelog;

/**
 * One release a changelog describes.
 *
 * @param version as the heading writes it, without brackets
 * @param tag     the git tag of the release: the one the heading's link names, else the version as written
 * @param date    {@code YYYY-MM-DD}, or {@code ""} when the heading gives no day
 * @param notes   the section's text under the heading, unchanged but for line endings (LF) and surrounding blank lines
 * @param line    1-based line of the heading, to name the entry in the build summary
 */
record ChangelogEntry(String version, String tag, String date, String notes, int line) {
}
