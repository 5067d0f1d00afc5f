package io.cis.loader.feeds.npm;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.catalog.GitHubRepository;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A package.json {@code repository}: a string or {@code {type, url}}. npm also accepts shorthands:
 * {@code github:user/repo}, {@code gitlab:user/repo}, {@code bitbucket:user/repo}, {@code gist:id}, and a bare
 * {@code user/repo}, which means GitHub.
 */
record NpmRepositoryField(String value) {

    private static final Pattern BARE_SHORTHAND = Pattern.compile("^[A-Za-z0-9][A-Za-z0-9-]*/[A-Za-z0-9_.-]+$");
    private static final Pattern HTTP = Pattern.compile("^https?://.+", Pattern.CASE_INSENSITIVE);

    /** The field of a document or version entry; empty when it is absent or has no URL. */
    static Optional<NpmRepositoryField> of(JsonNode repository) {
        JsonNode url = repository.isObject() ? repository.path("url") : repository;
        if (!url.isTextual() || url.asText().isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new NpmRepositoryField(url.asText().strip()));
    }

    /** The GitHub repository, if the value names one in any of npm's spellings. */
    Optional<GitHubRepository> gitHub() {
        if (value.regionMatches(true, 0, "github:", 0, "github:".length())) {
            return GitHubRepository.fromUrl("https://github.com/" + value.substring("github:".length()));
        }
        if (BARE_SHORTHAND.matcher(value).matches()) {
            return GitHubRepository.fromUrl("https://github.com/" + value);
        }
        return GitHubRepository.fromUrl(value);
    }

    /**
     * A page a browser can open: the GitHub repository's page, or an http(s) URL as given without npm's
     * {@code git+} prefix and {@code .git} suffix; empty for other forms (git://, ssh, other shorthands).
     */
    Optional<String> webUrl() {
        Optional<GitHubRepository> gitHub = gitHub();
        if (gitHub.isPresent()) {
            return gitHub.map(GitHubRepository::webUrl);
        }
        String url = value.regionMatches(true, 0, "git+", 0, 4) ? value.substring(4) : value;
        if (!HTTP.matcher(url).matches()) {
            return Optional.empty();
        }
        return Optional.of(url.endsWith(".git") ? url.substring(0, url.length() - 4) : url);
    }
}
