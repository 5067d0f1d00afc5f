package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.github.GitHubApi;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The CVE List V5 bulk export, as an alternative or a complement to {@code nvd}: the latest release of the cvelistV5
 * repository, asked of GitHub's REST API ({@code releases/latest}, then each asset as
 * {@code releases/assets/<id>}), unpacked into {@code nvd/cvelistV5/cves/<year>/<NN>xxx/CVE-....json}, the
 * repository's own layout.
 *
 * <p>Each release carries the day's baseline ({@code <day>_all_CVEs_at_midnight.zip.zip}, every record at midnight
 * UTC) and that day's cumulative delta ({@code <day>_delta_CVEs_at_HHMMZ.zip}, every record changed since). A run
 * that finds the baseline it unpacked last time takes only the new delta over the folder it has; a new day's baseline
 * is taken whole (the deltas of a day stop before midnight, so chaining them would miss the last hour's changes). An
 * asset is checked against the size and the SHA-256 {@code digest} the release states, and unpacked whole before the
 * new generation replaces the previous one in one rename ({@link SwappedFolder}).
 *
 * <p>The repository is asked of the GitHub API the other GitHub sources use (the configuration's {@code github.api}),
 * and the release document with their token when there is one and the base is on that API's origin. The assets are
 * asked without it: GitHub answers them with a redirect to a signed download URL elsewhere, and the HTTP client
 * would carry the token there.
 */
public final class Cve5Source implements FeedSource {

    static final String FOLDER = "nvd/cvelistV5";
    static final String RELEASE = "releases/latest";
    private static final Pattern BASELINE = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})_all_CVEs_at_midnight\\.zip(\\.zip)?");
    private static final Pattern DELTA = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})_delta_CVEs_at_\\d{4}Z\\.zip");
    private static final Pattern DIGEST = Pattern.compile("sha256:([0-9a-f]{64})");

    private final ObjectMapper json;
    private final URI api;
    private final Optional<GitHubApi> github;

    /** The source at GitHub's public API, asked without a token. */
    public Cve5Source(ObjectMapper json) {
        this(json, Fetcher.GITHUB_API, Optional.empty());
    }

    /** The source at the GitHub API {@code api}, the release document asked with {@code github}'s token if any. */
    public Cve5Source(ObjectMapper json, URI api, Optional<GitHubApi> github) {
        this.json = json;
        this.api = api.toString().endsWith("/") ? api : URI.create(api + "/");
        this.github = github;
    }

    @Override
    public String name() {
        return "cve5";
    }

    @Override
    public String folder() {
        return FOLDER;
    }

    @Override
    public URI defaultBase() {
        return api.resolve("repos/CVEProject/cvelistV5/");
    }

    /** One asset of the release, as the API lists it. */
    private record Asset(long id, String name, long size, String sha256) {
    }

    @Override
    public FileFacts fetch(SourceFetch files) throws FetchException {
        SwappedFolder folder = files.ownFolder();
        Optional<Path> current = folder.current();
        Optional<SourceRecord> previous = current.isPresent() ? files.previousRecord() : Optional.empty();
        String[] unpackedLast = previous.map(SourceRecord::cursor).orElse("").split("\\|", -1);
        URI releaseUrl = files.base().resolve(RELEASE);
        UpstreamClient releases = files.client().withHeaders(Map.of("Accept", GitHubApi.JSON,
                "X-GitHub-Api-Version", "2022-11-28"))
                .withHeaders(github.map(token -> token.authorization(releaseUrl, api)).orElse(Map.of()));
        Optional<FetchedFile> releaseBefore = previous.flatMap(record -> record.files().stream()
                .filter(file -> file.url().equals(releaseUrl.toString())).findFirst());
        Path work = files.scratch().resolve("cve5");
        try {
            SwappedFolder.deleteTree(work);
            Files.createDirectories(work);
            Path release = work.resolve("release.json");
            Download answered = releases.get(releaseUrl, releaseBefore
                    .map(file -> new Validators(file.etag(), file.lastModified())).orElse(Validators.NONE), release);
            if (answered.notModified()) {
                if (previous.isEmpty() || current.isEmpty()) {
                    throw new FetchException(releaseUrl + ": answered 304 to a request that was not conditional");
                }
                return unchanged(files, previous.get(), current.get());
            }
            JsonNode latest = read(release, releaseUrl);
            String tag = latest.path("tag_name").asText("");
            Asset baseline = asset(latest, BASELINE, releaseUrl, true).orElseThrow();
            Optional<Asset> delta = asset(latest, DELTA, releaseUrl, false);
            String day = day(baseline.name(), BASELINE);
            if (delta.isPresent() && !day(delta.get().name(), DELTA).equals(day)) {
                throw new FetchException(releaseUrl + ": the delta " + delta.get().name()
                        + " is not of the baseline's day " + day);
            }
            String cursor = baseline.name() + "|" + delta.map(Asset::name).orElse("");
            FetchedFile releaseFile = new FetchedFile(FOLDER, releaseUrl.toString(), answered.validators().etag(),
                    answered.validators().lastModified(), SourceFetch.sha256(release), Files.size(release), 0, true);
            boolean sameBaseline = current.isPresent() && unpackedLast[0].equals(baseline.name());
            if (sameBaseline && cursor.equals(previous.get().cursor())) {
                files.record(releaseFile);
                previous.get().files().stream().skip(1).map(Cve5Source::untransferred).forEach(files::record);
                return new FileFacts(Cve5Archive.count(current.get()), previous.get().dataDate(), tag, cursor);
            }
            Path generation = work.resolve("generation");
            Cve5Archive archive = new Cve5Archive(json);
            List<FetchedFile> recorded = new ArrayList<>(List.of(releaseFile));
            String newest;
            if (sameBaseline) {
                // the day's deltas are cumulative: the newest one over the baseline's records is the whole day
                linkAll(current.get(), generation);
                recorded.add(untransferred(baselineOf(previous.get())));
                newest = previous.get().dataDate();
            } else {
                Path zip = download(files, baseline, work);
                Cve5Archive.Unpacked unpacked = archive.unpack(zip, generation, work.resolve("inner"));
                if (unpacked.records() == 0) {
                    throw new FetchException(assetUrl(files, baseline) + ": no CVE record in the baseline");
                }
                recorded.add(new FetchedFile(FOLDER, assetUrl(files, baseline).toString(), "", "",
                        SourceFetch.sha256(zip), Files.size(zip), unpacked.records(), true));
                Files.delete(zip);
                newest = unpacked.newestUpdate();
            }
            if (delta.isPresent()) {
                Path zip = download(files, delta.get(), work);
                Cve5Archive.Unpacked unpacked = archive.unpack(zip, generation, work.resolve("inner"));
                recorded.add(new FetchedFile(FOLDER, assetUrl(files, delta.get()).toString(), "", "",
                        SourceFetch.sha256(zip), Files.size(zip), unpacked.records(), true));
                Files.delete(zip);
                newest = unpacked.newestUpdate().compareTo(newest) > 0 ? unpacked.newestUpdate() : newest;
            }
            long records = Cve5Archive.count(generation);
            recorded.forEach(files::record);
            files.stage(folder.publication(generation));
            return new FileFacts(records, newest.length() >= 10 ? newest.substring(0, 10) : newest, tag, cursor);
        } catch (IOException e) {
            throw new FetchException(folder.path() + ": " + e.getMessage(), e);
        }
    }

    /** The release document has not changed since the last run (304): the folder and its record stay as they are. */
    private static FileFacts unchanged(SourceFetch files, SourceRecord previous, Path current) throws IOException {
        previous.files().stream().map(Cve5Source::untransferred).forEach(files::record);
        return new FileFacts(Cve5Archive.count(current), previous.dataDate(), previous.version(), previous.cursor());
    }

    /** The baseline's entry of a record this source wrote: its files are the release document, the baseline, the delta. */
    private static FetchedFile baselineOf(SourceRecord previous) throws FetchException {
        if (previous.files().size() < 2) {
            throw new FetchException(FOLDER + ": the fetch manifest does not record the baseline unpacked last time");
        }
        return previous.files().get(1);
    }

    private JsonNode read(Path release, URI url) throws IOException, FetchException {
        try {
            JsonNode latest = json.readTree(release.toFile());
            if (latest == null || !latest.path("assets").isArray()) {
                throw new FetchException(url + ": not a GitHub release (no assets array)");
            }
            return latest;
        } catch (JacksonException e) {
            throw new FetchException(url + ": not valid JSON (" + e.getOriginalMessage() + ")");
        }
    }

    private static Optional<Asset> asset(JsonNode release, Pattern name, URI url, boolean required)
            throws FetchException {
        for (JsonNode asset : release.path("assets")) {
            String assetName = asset.path("name").asText("");
            if (name.matcher(assetName).matches()) {
                if (!asset.path("id").canConvertToLong() || !asset.path("size").canConvertToLong()) {
                    throw new FetchException(url + ": the asset " + assetName + " has no id or size");
                }
                Matcher digest = DIGEST.matcher(asset.path("digest").asText(""));
                return Optional.of(new Asset(asset.path("id").asLong(), assetName, asset.path("size").asLong(),
                        digest.matches() ? digest.group(1) : ""));
            }
        }
        if (required) {
            throw new FetchException(url + ": the latest release (" + release.path("tag_name").asText("no tag")
                    + ") has no baseline asset named like <day>_all_CVEs_at_midnight.zip.zip");
        }
        return Optional.empty();
    }

    private static String day(String assetName, Pattern pattern) {
        Matcher matcher = pattern.matcher(assetName);
        return matcher.matches() ? matcher.group(1) : "";
    }

    private static URI assetUrl(SourceFetch files, Asset asset) {
        return files.base().resolve("releases/assets/" + asset.id());
    }

    /** Downloads an asset and checks it against the size and digest the release states. */
    private static Path download(SourceFetch files, Asset asset, Path work) throws IOException, FetchException {
        URI url = assetUrl(files, asset);
        Path zip = work.resolve(asset.name());
        files.client().withHeaders(Map.of("Accept", "application/octet-stream")).get(url, Validators.NONE, zip);
        if (Files.size(zip) != asset.size()) {
            throw new FetchException(url + ": received " + Files.size(zip) + " bytes of the " + asset.size()
                    + " the release states for " + asset.name());
        }
        if (!asset.sha256().isEmpty() && !asset.sha256().equals(SourceFetch.sha256(zip))) {
            throw new FetchException(url + ": " + asset.name() + " does not match the SHA-256 digest the release"
                    + " states");
        }
        return zip;
    }

    /** Links every file of {@code from} into the same place under {@code to}: a copy that costs no space. */
    private static void linkAll(Path from, Path to) throws IOException {
        try (Stream<Path> tree = Files.walk(from)) {
            for (Path file : tree.filter(Files::isRegularFile).toList()) {
                Path into = to.resolve(from.relativize(file).toString());
                Files.createDirectories(into.getParent());
                Files.createLink(into, file);
            }
        }
    }

    private static FetchedFile untransferred(FetchedFile file) {
        return new FetchedFile(file.path(), file.url(), file.etag(), file.lastModified(), file.sha256(), file.bytes(),
                file.records(), false);
    }
}
