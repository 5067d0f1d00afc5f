package io.cis.loader.feeds.changelog;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.feeds.changelog.ReleaseHeading.Named;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The heading styles of the sample changelogs, and headings that name no release. */
class ReleaseHeadingTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // express History.md, including its one "2.5.9/ 2012-04-02"
        "4.18.2 / 2022-10-08            | 4.18.2              | 2022-10-08",
        "5.0.0-beta.3 / 2024-03-25      | 5.0.0-beta.3        | 2024-03-25",
        "2.5.9/ 2012-04-02              | 2.5.9               | 2012-04-02",
        // requests HISTORY.md
        "2.34.2 (2026-05-14)            | 2.34.2              | 2026-05-14",
        // Keep a Changelog (SCANOSS), with a slash date and an unknown day
        "[0.10.0] - 2026-04-30          | 0.10.0              | 2026-04-30",
        "[0.6.1] - 2025/09/29           | 0.6.1               | 2025-09-29",
        "[0.0.1] - ?                    | 0.0.1               | ''",
        "[1.0.0](https://x.test/v1) - 2017-06-20 | 1.0.0      | 2017-06-20",
        // osv-scanner CHANGELOG.md
        "v2.5.0                         | v2.5.0              | ''",
        "v1.8.5:                        | v1.8.5              | ''",
        "v2.3.7/v2.3.8                  | v2.3.7 v2.3.8       | ''",
        "v1.8.0/v1.8.1:                 | v1.8.0 v1.8.1       | ''",
        "OSV-Scanner v2.0.0             | v2.0.0              | ''",
        "Version 1.2 - 2020-02-30 or 2020-03-01 | 1.2         | 2020-03-01",
        "2.2.0-rc1 - codename Foo       | 2.2.0-rc1           | ''",
    })
    void namesTheReleaseAndItsDay(String heading, String versions, String date) {
        ReleaseHeading parsed = ReleaseHeading.parse(heading, "osv-scanner").orElseThrow();

        assertThat(parsed.versions()).extracting(Named::version).isEqualTo(Arrays.asList(versions.split(" ")));
        assertThat(parsed.date()).isEqualTo(date);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"Unreleased Changes", "[Unreleased]", "Changelog", "Release History", "dev", "Added",
        "🐞 Bug fixes", "Fixes:", "Other-Tool v2.0.0", "4.18.2! / 2022-10-08", "2022-10-08", "v", ""})
    void namesNoRelease(String heading) {
        assertThat(ReleaseHeading.parse(heading, "osv-scanner")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"[0.10.0] - 2026-04-30", "[0.10.0]"})
    void keepsTheLinkLabelOfABracketedVersion(String heading) {
        assertThat(ReleaseHeading.parse(heading, "components").orElseThrow().versions())
                .containsExactly(new Named("0.10.0", "0.10.0"));
        assertThat(ReleaseHeading.parse("0.10.0 - 2026-04-30", "components").orElseThrow().versions())
                .isEqualTo(List.of(new Named("0.10.0", null)));
    }
}
