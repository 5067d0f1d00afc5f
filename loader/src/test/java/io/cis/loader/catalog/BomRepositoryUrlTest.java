package io.cis.loader.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class BomRepositoryUrlTest {

    /** Spellings taken from the sample BOMs' vcs and website references. */
    @ParameterizedTest
    @CsvSource({
            "git+https://github.com/GoogleChrome/puppeteer.git, pkg:github/googlechrome/puppeteer",
            "git://github.com/visionmedia/debug.git, pkg:github/visionmedia/debug",
            "git+ssh://git@github.com/maxogden/concat-stream.git, pkg:github/maxogden/concat-stream",
            "http://github.com/FasterXML/jackson-annotations, pkg:github/fasterxml/jackson-annotations",
            "https://github.com/visionmedia/bytes.js#readme, pkg:github/visionmedia/bytes.js",
            "https://github.com/asm89/stack-cors/tree/1.3.0, pkg:github/asm89/stack-cors",
            "https://github.com/apache/httpcomponents-client/tree/${project.scm.tag}, pkg:github/apache/httpcomponents-client",
            "https://github.com/bower/bower/tree/master/packages/bower-config, pkg:github/bower/bower",
            "https://github.com/0xAX/notificator, pkg:github/0xax/notificator",
            "git@github.com:chartjs/Chart.js.git, pkg:github/chartjs/chart.js",
            "scm:git:git://github.com/google/guava.git, pkg:github/google/guava",
            "https://www.github.com/psf/requests/, pkg:github/psf/requests"
    })
    void namesTheRepositoryAsALowerCaseGithubPurl(String url, String purl) {
        assertThat(GitHubRepository.fromUrl(url).map(GitHubRepository::purl)).contains(purl);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "https://bitbucket.org/asomov/snakeyaml/src",
            "git://git.coolaj86.com/coolaj86/atob.js.git",
            "https://gist.github.com/someone/0123456789abcdef",
            "https://raw.githubusercontent.com/owner/repo/main/README.md",
            "https://github.com/owner",
            "https://owner.github.io/repo",
            "https://example.com/github.com/owner/repo"
    })
    void otherAddressesNameNoRepository(String url) {
        assertThat(GitHubRepository.fromUrl(url).map(GitHubRepository::purl)).isEmpty();
    }
}
