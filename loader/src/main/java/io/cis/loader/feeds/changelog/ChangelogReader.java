package io.cis.loader.feeds.changelog;

import io.cis.loader.feeds.changelog.MarkdownHeadings.Heading;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Splits a changelog into releases. The release headings are those that name a version at the level of the first
 * one that does; a release's notes run to the next heading of that level or above, so {@code ### Added} stays inside
 * while {@code ## [Unreleased]} or express's {@code # Unreleased Changes} ends the release before it and is not
 * itself stored. Link reference definitions of versions and of {@code [Unreleased]} (Keep a Changelog's list at the
 * end of the file, which would otherwise end the last release's text) are links, not notes, and are left out.
 */
final class ChangelogReader {

    private ChangelogReader() {
    }

    static List<ChangelogEntry> read(String text, String componentName) {
        List<String> lines = List.of(text.split("\r\n|\r|\n", -1));
        List<Heading> headings = MarkdownHeadings.of(lines);
        int level = releaseLevel(headings, componentName);
        if (level == 0) {
            return List.of();
        }
        LinkDefinitions links = LinkDefinitions.of(lines);
        List<ReleaseHeading> releases = new ArrayList<>();
        List<Heading> sections = new ArrayList<>();
        for (Heading heading : headings) {
            if (heading.level() == level) {
                releases.add(ReleaseHeading.parse(heading.text(), componentName).orElse(null));
                sections.add(heading);
            }
        }
        List<ChangelogEntry> entries = new ArrayList<>();
        for (int s = 0; s < sections.size(); s++) {
            ReleaseHeading release = releases.get(s);
            if (release == null) {
                continue;
            }
            Heading heading = sections.get(s);
            int end = bodyEnd(headings, heading, level, lines.size());
            String notes = notes(lines.subList(heading.bodyStart(), end), componentName);
            for (ReleaseHeading.Named named : release.versions()) {
                String tag = links.url(named.label()).flatMap(ReleaseTags::fromLink).orElse(named.version());
                entries.add(new ChangelogEntry(named.version(), tag, release.date(), notes, heading.line() + 1));
            }
        }
        return entries;
    }

    /** A label Keep a Changelog links to a release: a version, or "unreleased". */
    private static boolean isReleaseLabel(String label, String componentName) {
        return label.equals("unreleased") || ReleaseHeading.parse(label, componentName)
                .filter(r -> r.versions().size() == 1 && r.versions().get(0).version().equalsIgnoreCase(label))
                .isPresent();
    }

    /** The level of the first heading that names a release; 0 when none does. */
    private static int releaseLevel(List<Heading> headings, String componentName) {
        for (Heading heading : headings) {
            if (ReleaseHeading.parse(heading.text(), componentName).isPresent()) {
                return heading.level();
            }
        }
        return 0;
    }

    /** Where a section ends: the next heading at its level or above, else the end of the document. */
    private static int bodyEnd(List<Heading> headings, Heading section, int level, int size) {
        for (Heading heading : headings) {
            if (heading.line() > section.line() && heading.level() <= level) {
                return heading.line();
            }
        }
        return size;
    }

    private static String notes(List<String> body, String componentName) {
        List<String> kept = new ArrayList<>(body.size());
        for (String line : body) {
            Optional<String> defined = LinkDefinitions.labelDefinedBy(line);
            if (defined.isEmpty() || !isReleaseLabel(defined.get(), componentName)) {
                kept.add(line);
            }
        }
        int from = 0;
        int to = kept.size();
        while (from < to && kept.get(from).isBlank()) {
            from++;
        }
        while (to > from && kept.get(to - 1).isBlank()) {
            to--;
        }
        return String.join("\n", kept.subList(from, to));
    }
}
