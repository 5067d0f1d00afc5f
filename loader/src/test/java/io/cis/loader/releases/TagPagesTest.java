package io.cis.loader.releases;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TagPagesTest {

    @Test
    void aGitHubRepositorysTagHasAReleasePage() {
        assertThat(TagPages.of("pkg:github/expressjs/express", "4.18.2"))
                .contains("https://github.com/expressjs/express/releases/tag/4.18.2");
        assertThat(TagPages.of("pkg:github/apache/commons-text", "rel/commons-text 1.10.0"))
                .contains("https://github.com/apache/commons-text/releases/tag/rel/commons-text%201.10.0");
    }

    @Test
    void otherTypesAndBlankTagsHaveNone() {
        assertThat(TagPages.of("pkg:npm/express", "4.18.2")).isEmpty();
        assertThat(TagPages.of("pkg:github/expressjs/express", " ")).isEmpty();
        assertThat(TagPages.of("not a purl", "1.0")).isEmpty();
    }
}
