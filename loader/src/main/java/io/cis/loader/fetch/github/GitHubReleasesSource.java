package io.cis.loader.fetch.github;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.FileFacts;
import io.cis.loader.fetch.SourceFetch;
import io.cis.loader.fetch.Validators;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpHeaders;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * GitHub's "list releases" for every repository of the configuration with releases wanted:
 * {@code GET repos/{owner}/{repo}/releases?per_page=100}, following the {@code Link} header's {@code next} page, into
 * {@code github-releases/github/<owner>/<repo>/releases.json} and {@code releases-<n>.json} for page n (pages of one
 * list, as the build reads them). Every page is asked for conditionally; a page that has not changed (304) is followed
 * by the page the previous fetch found after it. A next link that leaves the API's origin is refused (the token would
 * follow it). Each page must be a JSON array of objects; the data date is the newest {@code published_at} day.
 */
public final class GitHubReleasesSource extends GitHubRepositorySource {

    /** The most releases GitHub gives on one page. */
    static final int PER_PAGE = 100;
    /** More pages than any repository has (100,000 releases): a link loop is cut here. */
    static final int MOST_PAGES = 1000;

    /** The releases of the configured {@code repositories} only. */
    public GitHubReleasesSource(GitHubApi api, List<GitHubRepository> repositories, URI defaultBase,
                                ObjectMapper json) {
        this(api, WantedRepositories.configured(repositories), defaultBase, json);
    }

    public GitHubReleasesSource(GitHubApi api, WantedRepositories repositories, URI defaultBase, ObjectMapper json) {
        super("github-releases", api, repositories, GitHubRepository::releases, defaultBase, json);
    }

    @Override
    public String folder() {
        return "github-releases/github";
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        long releases = 0;
        String newest = "";
        List<String> gone = new ArrayList<>();
        for (WantedRepositories.Wanted wanted : wanted(files)) {
            GitHubRepository repository = wanted.repository();
            String folder = "github-releases/" + repository.purlPath() + "/";
            URI page = files.url("repos/" + repository.owner() + "/" + repository.name() + "/releases?per_page="
                    + PER_PAGE);
            boolean anew = false;
            for (int number = 1; page != null; number++) {
                if (number > MOST_PAGES) {
                    throw new FetchException(repository.slug() + ": more than " + MOST_PAGES + " pages of releases");
                }
                String path = folder + pageName(number);
                List<HttpHeaders> answered = new ArrayList<>();
                String[] latest = {""};
                FileFacts facts;
                boolean withoutValidators = anew;
                try {
                    facts = files.file(page, path, file -> releases(file, latest),
                            (url, known, target) -> api.get(url, files.base(), GitHubApi.JSON,
                                    withoutValidators ? Validators.NONE : known, target, answered::add));
                } catch (FetchException e) {
                    if (e.httpStatus() == 404 && !wanted.configured() && number == 1) {
                        // a registry document's link to a repository that is gone must not cost the others
                        gone.add(repository.slug() + " (" + wanted.origin() + ")");
                        break;
                    }
                    if (e.httpStatus() == 404) {
                        throw new FetchException(repository.slug() + ": no such repository, or not visible to this"
                                + " token (" + e.getMessage() + ")", 404);
                    }
                    throw e;
                }
                Optional<URI> known = knownNext(files, answered, folder + pageName(number + 1), path);
                if (known.isPresent() && !GitHubApi.sameOrigin(known.get(), files.base()) && !anew) {
                    // the page after it was found at another base (the mirror changed): ask this page again, whole,
                    // for its own Link
                    anew = true;
                    number--;
                    continue;
                }
                anew = false;
                releases += facts.records();
                newest = latest[0].compareTo(newest) > 0 ? latest[0] : newest;
                page = next(files, page, answered, known);
            }
        }
        if (!gone.isEmpty()) {
            files.note("no such repository, or not visible to this token (HTTP 404), passed over: "
                    + String.join("; ", gone));
        }
        return new FileFacts(releases, newest, "");
    }

    /** For a page answered 304 (no Link), the address the previous fetch found the next page at. */
    private static Optional<URI> knownNext(SourceFetch files, List<HttpHeaders> answered, String nextPath,
                                           String path) {
        boolean unchanged = !files.fetched(path).map(FetchedFile::transferred).orElse(true);
        boolean linked = !answered.isEmpty() && answered.get(answered.size() - 1).firstValue("Link").isPresent();
        return unchanged && !linked ? files.previous(nextPath).map(file -> URI.create(file.url())) : Optional.empty();
    }

    /** The page after {@code page}: from its Link header, or for an unchanged page, the one found after it before. */
    private static URI next(SourceFetch files, URI page, List<HttpHeaders> answered, Optional<URI> known)
            throws FetchException {
        Optional<URI> linked = answered.isEmpty() ? Optional.empty()
                : LinkHeader.next(answered.get(answered.size() - 1), page);
        if (linked.isEmpty()) {
            linked = known;
        }
        if (linked.isPresent() && !GitHubApi.sameOrigin(linked.get(), files.base())) {
            throw new FetchException(page + ": the next page " + linked.get() + " is not on the API's origin "
                    + files.base() + "; not followed");
        }
        return linked.orElse(null);
    }

    static String pageName(int number) {
        return number == 1 ? "releases.json" : "releases-" + number + ".json";
    }

    private FileFacts releases(Path file, String[] latest) throws IOException, FetchException {
        JsonNode page;
        try {
            page = json.readTree(file.toFile());
        } catch (JacksonException e) {
            throw new FetchException(file.getFileName() + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (page == null || !page.isArray()) {
            throw new FetchException(file.getFileName() + ": not a list of releases (a JSON array)");
        }
        for (JsonNode release : page) {
            if (!release.isObject()) {
                throw new FetchException(file.getFileName() + ": an entry of the list is not a release object");
            }
            String published = release.path("published_at").asText("");
            String day = published.length() >= 10 ? published.substring(0, 10) : "";
            latest[0] = day.compareTo(latest[0]) > 0 ? day : latest[0];
        }
        return FileFacts.records(page.size());
    }
}
