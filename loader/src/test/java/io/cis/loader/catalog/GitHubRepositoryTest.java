package io.cis.loader.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GitHubRepositoryTest {

    @ParameterizedTest
    @CsvSource({
            // spellings found in the npm sample documents
            "git+https://github.com/expressjs/express.git, pkg:github/expressjs/express",
            "git://github.com/visionmedia/express.git, pkg:github/visionmedia/express",
            "https://github.com/strongloop/express, pkg:github/strongloop/express",
            "http://github.com/mikeal/request.git, pkg:github/mikeal/request",
            "git+https://github.com/reacttraining/react-router.git, pkg:github/reacttraining/react-router",
            "https://github.com/facebook/react/tree/master/npm-react, pkg:github/facebook/react",
            "https://github.com/reactjs/react-router#readme, pkg:github/reactjs/react-router",
            // spellings found in the POM samples
            "scm:git:git@github.com:FasterXML/jackson-databind.git, pkg:github/fasterxml/jackson-databind",
            "http://github.com/FasterXML/jackson-databind, pkg:github/fasterxml/jackson-databind",
            // other common ones
            "git+ssh://git@github.com/npm/cli.git, pkg:github/npm/cli",
            "scm:git:https://github.com/apache/commons-lang.git, pkg:github/apache/commons-lang",
            "https://www.github.com/lodash/lodash/, pkg:github/lodash/lodash",
    })
    void recognisesGitHubUrlsAndLowerCasesThePurl(String url, String purl) {
        assertThat(GitHubRepository.fromUrl(url)).hasValueSatisfying(repo -> assertThat(repo.purl()).isEqualTo(purl));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "scm:git:https://gitbox.apache.org/repos/asf/commons-text",
            "https://gitbox.apache.org/repos/asf?p=commons-text.git",
            "https://notgithub.com/owner/repo",
            "https://github.com.evil.example/owner/repo",
            "https://github.com/owner-only",
            "github:expressjs/express",
            "expressjs/express",
            "",
    })
    void otherHostsAndRegistryShorthandsAreNotGitHubUrls(String url) {
        assertThat(GitHubRepository.fromUrl(url)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
            "git+https://github.com/ExpressJS/Express.git, https://github.com/expressjs/express",
            "git@github.com:lodash/lodash.git, https://github.com/lodash/lodash",
    })
    void itsPageIsTheRepositoryOnGitHub(String url, String page) {
        assertThat(GitHubRepository.fromUrl(url).orElseThrow().webUrl()).isEqualTo(page);
    }
}
