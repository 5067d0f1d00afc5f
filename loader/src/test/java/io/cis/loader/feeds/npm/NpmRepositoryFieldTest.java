package io.cis.loader.feeds.npm;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.catalog.GitHubRepository;
import org.junit.jupiter.api.Test;

class NpmRepositoryFieldTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static NpmRepositoryField of(String repository) throws Exception {
        return NpmRepositoryField.of(JSON.readTree(repository)).orElseThrow();
    }

    @Test
    void theObjectAndTheStringFormCarryTheSameUrl() throws Exception {
        assertThat(of("{\"type\": \"git\", \"url\": \"git+https://github.com/expressjs/express.git\"}"))
                .isEqualTo(of("\"git+https://github.com/expressjs/express.git\""));
    }

    @Test
    void aRepositoryElsewhereHasNoGitHubPurlButKeepsItsWebUrl() throws Exception {
        NpmRepositoryField gitlab = of("{\"type\": \"git\", \"url\": \"git+https://gitlab.com/group/project.git\"}");
        assertThat(gitlab.gitHub()).isEmpty();
        assertThat(gitlab.webUrl()).contains("https://gitlab.com/group/project");
        assertThat(of("\"git://example.org/project.git\"").webUrl()).as("not a web page").isEmpty();
    }

    @Test
    void githubShorthandsNameARepository() throws Exception {
        assertThat(of("\"github:user/repo\"").gitHub()).map(GitHubRepository::purl).contains("pkg:github/user/repo");
        assertThat(of("\"user/repo\"").gitHub()).map(GitHubRepository::purl).contains("pkg:github/user/repo");
        assertThat(of("\"bitbucket:user/repo\"").gitHub()).isEmpty();
    }

    @Test
    void anEntryWithoutUrlIsNoRepository() throws Exception {
        assertThat(NpmRepositoryField.of(JSON.readTree("{\"type\": \"git\"}"))).isEmpty();
        assertThat(NpmRepositoryField.of(JSON.missingNode())).isEmpty();
    }
}
