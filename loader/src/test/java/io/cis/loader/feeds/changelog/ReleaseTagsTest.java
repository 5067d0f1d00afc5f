package io.cis.loader.feeds.changelog;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The tag a Keep a Changelog link names (the link definitions of the SCANOSS samples, including one typo). */
class ReleaseTagsTest {

    @ParameterizedTest
    @CsvSource({
        "https://github.com/scanoss/components/compare/v0.9.0...v0.10.0, v0.10.0",
        "https://github.com/scanoss/licenses/releases/compare/v0.2.1...v0.3.0, v0.3.0",
        "https://github.com/scanoss/cryptography/releases/tag/v0.4.0, v0.4.0",
        "https://github.com/scanoss/cryptography/releases/tag/v0.4.1....v0.4.2, v0.4.2",
        "https://github.com/o/r/compare/1.0..1.1, 1.1",
    })
    void namesTheTagTheLinkEndsAt(String url, String tag) {
        assertThat(ReleaseTags.fromLink(url)).contains(tag);
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://gitlab.com/o/r/-/tags/v1.0", "https://github.com/o/r", "https://github.com/o/r/pull/12"})
    void otherLinksNameNoTag(String url) {
        assertThat(ReleaseTags.fromLink(url)).isEmpty();
    }
}
