package io.cis.loader.fetch.github;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FileFacts;
import io.cis.loader.fetch.SourceFetch;
import io.cis.loader.fetch.Validators;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where the people of each repository say they are: its contributors, most contributions first
 * ({@code GET repos/{owner}/{repo}/contributors?per_page=100}, into
 * {@code registries/github/repos/<owner>/<repo>/contributors}), then the public profile ({@code GET users/{login}},
 * into {@code registries/github/users/<login>}) of the owner (a user or an organisation) and of the first contributors
 * that are people ({@code type} {@code User}; bots and anonymous contributors have no location); a configured
 * repository with {@code contributors: false} is passed over. Files lie at their
 * request path, owner, repository and logins in lower case (GitHub's names are case-insensitive), which is the layout
 * the build's {@code github} feed reads. A profile several repositories share is asked for once per run. A profile
 * GitHub no longer has (404: the account was deleted) and a repository linked from a registry document that is gone
 * are noted; a configured repository that is gone fails the source, as for its releases. An empty repository (GitHub
 * answers 204) has no contributors, and its file says so ({@code []}).
 */
public final class ContributorsSource extends GitHubRepositorySource {

    /** How many contributors' profiles are fetched per repository unless the configuration says otherwise. */
    public static final int DEFAULT_TOP = 10;
    /** The most GitHub lists on one page; the first page holds the top contributors. */
    static final int PER_PAGE = 100;
    /** The folder under the feeds folder where GitHub's answers lie at their request paths. */
    static final String FOLDER = "registries/github/";
    /** GitHub logins: letters, digits and single hyphens; bots add {@code [bot]}, which is never asked for. */
    private static final Pattern LOGIN = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})");

    private final int top;

    /**
     * @param top how many contributors' profiles to fetch per repository, besides the owner's (0: the owner's only)
     */
    public ContributorsSource(GitHubApi api, WantedRepositories repositories, int top, URI defaultBase,
                              ObjectMapper json) {
        super("github-contributors", api, repositories, GitHubRepository::contributors, defaultBase, json);
        if (top < 0 || top > PER_PAGE) {
            throw new IllegalArgumentException("contributors per repository must be 0 to " + PER_PAGE + ": " + top);
        }
        this.top = top;
    }

    @Override
    public String folder() {
        return FOLDER.substring(0, FOLDER.length() - 1);
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        Set<String> profiles = new HashSet<>();
        List<String> gone = new ArrayList<>();
        List<String> withoutProfile = new ArrayList<>();
        List<String> empty = new ArrayList<>();
        long repositoriesFetched = 0;
        for (WantedRepositories.Wanted wanted : wanted(files)) {
            GitHubRepository repository = wanted.repository();
            if (!repository.contributors()) {
                continue;
            }
            String owner = repository.owner().toLowerCase(Locale.ROOT);
            String path = FOLDER + "repos/" + owner + "/" + repository.name().toLowerCase(Locale.ROOT)
                    + "/contributors";
            URI url = files.url("repos/" + repository.owner() + "/" + repository.name() + "/contributors?per_page="
                    + PER_PAGE);
            List<String> people = new ArrayList<>();
            try {
                files.file(url, path, file -> contributors(file, people), (address, known, target) ->
                        api.get(address, files.base(), GitHubApi.JSON, known, target, headers -> { }));
            } catch (FetchException e) {
                if (e.httpStatus() == 204) {
                    files.stage(emptyList(files, path), path, url.toString(), Validators.NONE,
                            file -> contributors(file, people));
                    empty.add(repository.slug());
                } else if (e.httpStatus() == 404 && !wanted.configured()) {
                    // a registry document's link to a repository that is gone must not cost the others
                    gone.add(repository.slug() + " (" + wanted.origin() + ")");
                    continue;
                } else if (e.httpStatus() == 404) {
                    throw new FetchException(repository.slug() + ": no such repository, or not visible to this"
                            + " token (" + e.getMessage() + ")", 404);
                } else {
                    throw e;
                }
            }
            repositoriesFetched++;
            List<String> logins = new ArrayList<>();
            logins.add(owner);
            people.stream().map(login -> login.toLowerCase(Locale.ROOT)).filter(login -> !login.equals(owner))
                    .limit(top).forEach(logins::add);
            for (String login : logins) {
                if (profiles.add(login) && !profile(files, login)) {
                    withoutProfile.add(login);
                }
            }
        }
        if (!gone.isEmpty()) {
            files.note("no such repository, or not visible to this token (HTTP 404), passed over: "
                    + String.join("; ", gone));
        }
        if (!empty.isEmpty()) {
            files.note("empty repository, no contributors (HTTP 204): " + String.join(", ", empty));
        }
        if (!withoutProfile.isEmpty()) {
            files.note("no profile (HTTP 404: the account is gone), so no location, for " + withoutProfile.size()
                    + " login(s): " + String.join(", ", withoutProfile));
        }
        return new FileFacts(repositoriesFetched, "", "");
    }

    /** Fetches a profile; false when GitHub has none (404). */
    private boolean profile(SourceFetch files, String login) throws FetchException {
        try {
            files.file(files.url("users/" + login), FOLDER + "users/" + login, this::profileCheck,
                    (address, known, target) -> api.get(address, files.base(), GitHubApi.JSON, known, target,
                            headers -> { }));
            return true;
        } catch (FetchException e) {
            if (e.httpStatus() == 404) {
                return false;
            }
            throw e;
        }
    }

    private static Path emptyList(SourceFetch files, String path) throws FetchException {
        Path built = files.scratch("github-contributors/" + path);
        try {
            Files.writeString(built, "[]", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new FetchException(built + ": " + e.getMessage(), e);
        }
        return built;
    }

    /** Checks a contributors page (a JSON array of objects) and collects, in its order, the logins of people. */
    private FileFacts contributors(Path file, List<String> people) throws IOException, FetchException {
        JsonNode page = read(file);
        if (page == null || !page.isArray()) {
            throw new FetchException(file.getFileName() + ": not a list of contributors (a JSON array)");
        }
        people.clear();
        for (JsonNode contributor : page) {
            if (!contributor.isObject()) {
                throw new FetchException(file.getFileName() + ": an entry of the list is not a contributor object");
            }
            String login = contributor.path("login").asText("");
            if ("User".equals(contributor.path("type").asText()) && LOGIN.matcher(login).matches()) {
                people.add(login);
            }
        }
        return FileFacts.records(page.size());
    }

    private FileFacts profileCheck(Path file) throws IOException, FetchException {
        JsonNode profile = read(file);
        if (profile == null || !profile.isObject() || !profile.path("login").isTextual()) {
            throw new FetchException(file.getFileName() + ": not a GitHub profile (a JSON object with a login)");
        }
        return FileFacts.records(1);
    }

    private JsonNode read(Path file) throws IOException, FetchException {
        try {
            return json.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new FetchException(file.getFileName() + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
    }
}
