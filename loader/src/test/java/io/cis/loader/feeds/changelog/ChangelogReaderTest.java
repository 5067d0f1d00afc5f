package io.cis.loader.feeds.changelog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How a changelog splits into releases: levels, fences, setext headings, link definitions, line endings. */
class ChangelogReaderTest {

    @Test
    void subsectionsStayInsideTheirReleaseAndOtherSectionsAtTheReleaseLevelEndIt() {
        String text = String.join("\n",
                "# Changelog",
                "",
                "## [Unreleased]",
                "### Added",
                "- not released yet",
                "",
                "## [1.1.0] - 2024-02-01",
                "### Added",
                "- feature",
                "",
                "### Fixed",
                "- bug",
                "",
                "## [1.0.0] - 2024-01-02",
                "- first",
                "",
                "[unreleased]: https://github.com/o/r/compare/v1.1.0...HEAD",
                "[1.1.0]: https://github.com/o/r/compare/v1.0.0...v1.1.0",
                "[1.0.0]: https://github.com/o/r/releases/tag/v1.0.0",
                "");

        List<ChangelogEntry> entries = ChangelogReader.read(text, "r");

        assertThat(entries).containsExactly(
                new ChangelogEntry("1.1.0", "v1.1.0", "2024-02-01", "### Added\n- feature\n\n### Fixed\n- bug", 7),
                new ChangelogEntry("1.0.0", "v1.0.0", "2024-01-02", "- first", 14));
    }

    @Test
    void aHashInsideAFencedCodeBlockIsNoHeading() {
        String text = String.join("\n",
                "# v2.0.0",
                "",
                "```sh",
                "# v1.9.9 is not a release heading here",
                "osv-scanner --help",
                "```",
                "",
                "~~~",
                "# still code",
                "~~~",
                "# v1.0.0",
                "done");

        List<ChangelogEntry> entries = ChangelogReader.read(text, "osv-scanner");

        assertThat(entries).extracting(ChangelogEntry::version).containsExactly("v2.0.0", "v1.0.0");
        assertThat(entries.get(0).notes()).contains("# v1.9.9 is not a release heading here").endsWith("~~~");
    }

    @Test
    void setextHeadingsNeedParagraphTextAboveTheUnderline() {
        String text = String.join("\r\n",
                "1.1.0 / 2020-01-02",
                "==================",
                "",
                "  * one",
                "  * two",
                "---",
                "",
                "1.0.0 / 2020-01-01",
                "===",
                "",
                "  * first");

        List<ChangelogEntry> entries = ChangelogReader.read(text, "x");

        // "  * two" above "---" is a list item, so "---" is a thematic break inside 1.1.0, not a heading
        assertThat(entries).containsExactly(
                new ChangelogEntry("1.1.0", "1.1.0", "2020-01-02", "  * one\n  * two\n---", 1),
                new ChangelogEntry("1.0.0", "1.0.0", "2020-01-01", "  * first", 8));
    }

    @Test
    void releaseHeadingsAreTheOnesAtTheLevelOfTheFirstRelease() {
        String text = String.join("\n",
                "Release History",
                "===============",
                "",
                "dev",
                "---",
                "- unreleased",
                "",
                "2.0.0 (2021-01-01)",
                "------------------",
                "### 1.5 migration",
                "text",
                "",
                "1.0.0 (2020-01-01)",
                "------------------",
                "- first");

        List<ChangelogEntry> entries = ChangelogReader.read(text, "requests");

        assertThat(entries).extracting(ChangelogEntry::version).containsExactly("2.0.0", "1.0.0");
        assertThat(entries.get(0).notes()).isEqualTo("### 1.5 migration\ntext");
    }

    @Test
    void oneHeadingMayNameSeveralReleasesThatShareTheirNotes() {
        List<ChangelogEntry> entries = ChangelogReader.read("# v1.8.0/v1.8.1:\n\n- both\n", "osv-scanner");

        assertThat(entries).containsExactly(new ChangelogEntry("v1.8.0", "v1.8.0", "", "- both", 1),
                new ChangelogEntry("v1.8.1", "v1.8.1", "", "- both", 1));
    }

    @Test
    void aDocumentWithoutReleaseHeadingsHasNoEntries() {
        assertThat(ChangelogReader.read("# Changelog\n\n## Unreleased\n- soon\n", "x")).isEmpty();
        assertThat(ChangelogReader.read("", "x")).isEmpty();
    }
}
