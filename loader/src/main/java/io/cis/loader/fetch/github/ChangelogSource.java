package io.cis.loader.fetch.github;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.FetchException;
import io.cis.loader.fetch.FetchedFile;
import io.cis.loader.fetch.FetchedText;
import io.cis.loader.fetch.FileFacts;
import io.cis.loader.fetch.SourceFetch;
import io.cis.loader.fetch.Validators;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The changelog of every repository of the configuration with one wanted, through the contents API as the file's
 * bytes ({@code GET repos/{owner}/{repo}/contents/{path}}), into {@code release-notes/github/<owner>/<repo>/<file>}.
 * The path is the configuration's; else the file the previous fetch found (asked for conditionally); else the first
 * Markdown file of the repository's root named like a changelog ({@code CHANGELOG}, {@code HISTORY}, {@code CHANGES},
 * {@code NEWS}, {@code RELEASES}, {@code RELEASE_NOTES}, any case). A repository without one is noted. A changelog
 * must be UTF-8 within the 16 MiB the build reads; the data date is the newest day a heading names.
 */
public final class ChangelogSource extends GitHubRepositorySource {

    /** The build reads a changelog whole up to this size. */
    static final long LIMIT = 16L * 1024 * 1024;
    static final List<String> NAMES = List.of("changelog", "history", "changes", "news", "releases", "release_notes",
            "release-notes");
    private static final Pattern HEADING_DAY = Pattern.compile("(\\d{4})[-/.](\\d{2})[-/.](\\d{2})");

    /** The changelogs of the configured {@code repositories} only. */
    public ChangelogSource(GitHubApi api, List<GitHubRepository> repositories, URI defaultBase, ObjectMapper json) {
        this(api, WantedRepositories.configured(repositories), defaultBase, json);
    }

    public ChangelogSource(GitHubApi api, WantedRepositories repositories, URI defaultBase, ObjectMapper json) {
        super("changelog", api, repositories, GitHubRepository::changelog, defaultBase, json);
    }

    @Override
    public String folder() {
        return "release-notes/github";
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        long fetched = 0;
        String newest = "";
        List<String> without = new ArrayList<>();
        List<String> gone = new ArrayList<>();
        for (WantedRepositories.Wanted wanted : wanted(files)) {
            GitHubRepository repository = wanted.repository();
            String folder = "release-notes/" + repository.purlPath() + "/";
            Optional<String> known = repository.changelogPath();
            Optional<FileFacts> facts = Optional.empty();
            if (known.isPresent()) {
                facts = Optional.of(fetchFile(files, repository, known.get(), folder));
            } else {
                // the file found before, when it was found at this base (not at a mirror used before)
                Optional<FetchedFile> before = files.previousFiles().stream()
                        .filter(file -> file.path().startsWith(folder))
                        .filter(file -> GitHubApi.sameOrigin(URI.create(file.url()), files.base())).findFirst();
                if (before.isPresent()) {
                    facts = fetchKnown(files, repository, before.get());
                }
                if (facts.isEmpty()) {
                    Optional<String> found;
                    try {
                        found = find(files, repository);
                    } catch (FetchException e) {
                        if (e.httpStatus() != 404 || wanted.configured()) {
                            throw e;
                        }
                        // a registry document's link to a repository that is gone must not cost the others
                        gone.add(repository.slug() + " (" + wanted.origin() + ")");
                        continue;
                    }
                    if (found.isPresent()) {
                        facts = Optional.of(fetchFile(files, repository, found.get(), folder));
                    } else {
                        without.add(repository.slug());
                    }
                }
            }
            if (facts.isPresent()) {
                fetched++;
                newest = facts.get().dataDate().compareTo(newest) > 0 ? facts.get().dataDate() : newest;
            }
        }
        if (!gone.isEmpty()) {
            files.note("no such repository, or not visible to this token (HTTP 404), passed over: "
                    + String.join("; ", gone));
        }
        if (!without.isEmpty()) {
            files.note("no changelog (" + String.join(", ", NAMES) + ", as .md) in the root of " + String.join(", ",
                    without) + "; name it with github.repositories[].changelog");
        }
        return new FileFacts(fetched, newest, "");
    }

    /** The file the previous fetch found, asked for again at the same address; empty when it is gone (404). */
    private Optional<FileFacts> fetchKnown(SourceFetch files, GitHubRepository repository, FetchedFile before)
            throws FetchException {
        try {
            return Optional.of(files.file(URI.create(before.url()), before.path(), ChangelogSource::changelog,
                    (url, validators, target) -> api.get(url, files.base(), GitHubApi.RAW, validators, target,
                            headers -> { })));
        } catch (FetchException e) {
            if (e.httpStatus() == 404) {
                return Optional.empty();
            }
            throw e;
        }
    }

    private FileFacts fetchFile(SourceFetch files, GitHubRepository repository, String pathInRepository,
                                String folder) throws FetchException {
        String fileName = pathInRepository.substring(pathInRepository.lastIndexOf('/') + 1);
        URI url = files.url("repos/" + repository.owner() + "/" + repository.name() + "/contents/"
                + encodePath(pathInRepository));
        try {
            return files.file(url, folder + fileName, ChangelogSource::changelog,
                    (address, validators, target) -> api.get(address, files.base(), GitHubApi.RAW, validators,
                            target, headers -> { }));
        } catch (FetchException e) {
            if (e.httpStatus() == 404) {
                throw new FetchException(repository.slug() + ": no file " + pathInRepository + " ("
                        + e.getMessage() + ")", 404);
            }
            throw e;
        }
    }

    /** The repository's root listing; the first file named like a changelog, in the order of {@link #NAMES}. */
    private Optional<String> find(SourceFetch files, GitHubRepository repository) throws FetchException {
        URI url = files.url("repos/" + repository.owner() + "/" + repository.name() + "/contents/");
        Path listing = files.scratch("github/" + repository.owner() + "/" + repository.name() + "/contents.json");
        try {
            api.get(url, files.base(), GitHubApi.JSON, Validators.NONE, listing, headers -> { });
        } catch (FetchException e) {
            if (e.httpStatus() == 404) {
                throw new FetchException(repository.slug() + ": no such repository, or not visible to this token ("
                        + e.getMessage() + ")", 404);
            }
            throw e;
        }
        JsonNode entries;
        try {
            entries = json.readTree(listing.toFile());
        } catch (JacksonException e) {
            throw new FetchException(url + ": not valid JSON (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new FetchException(url + ": " + e.getMessage(), e);
        }
        if (entries == null || !entries.isArray()) {
            throw new FetchException(url + ": not a folder listing (a JSON array)");
        }
        for (String wanted : NAMES) {
            for (JsonNode entry : entries) {
                String name = entry.path("name").asText("");
                String lower = name.toLowerCase(Locale.ROOT);
                if ("file".equals(entry.path("type").asText()) && GitHubRepository.isMarkdown(name)
                        && lower.substring(0, lower.lastIndexOf('.')).equals(wanted)
                        && !name.startsWith(".") && !name.contains("/")) {
                    return Optional.of(name);
                }
            }
        }
        return Optional.empty();
    }

    private static String encodePath(String path) {
        List<String> segments = new ArrayList<>();
        for (String segment : path.split("/", -1)) {
            segments.add(URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return String.join("/", segments);
    }

    private static boolean isDay(String text) {
        try {
            java.time.LocalDate.parse(text);
            return true;
        } catch (java.time.format.DateTimeParseException e) {
            return false;
        }
    }

    static FileFacts changelog(Path file) throws IOException, FetchException {
        String text = FetchedText.utf8(file, LIMIT, "a changelog");
        if (text.stripLeading().startsWith("{") && text.contains("\"encoding\"")) {
            throw new FetchException(file.getFileName() + ": the server answered the contents API's JSON form,"
                    + " not the file's bytes (Accept: " + GitHubApi.RAW + ")");
        }
        String newest = "";
        String previous = "";
        for (String line : text.split("\\R")) {
            boolean heading = line.startsWith("#") || (!previous.isBlank() && line.matches("\\s{0,3}(=+|-+)\\s*"));
            String headingText = line.startsWith("#") ? line : previous;
            if (heading) {
                Matcher day = HEADING_DAY.matcher(headingText);
                while (day.find()) {
                    String found = day.group(1) + "-" + day.group(2) + "-" + day.group(3);
                    if (isDay(found) && found.compareTo(newest) > 0) {
                        newest = found;
                    }
                }
            }
            previous = line;
        }
        return new FileFacts(1, newest, "");
    }
}
