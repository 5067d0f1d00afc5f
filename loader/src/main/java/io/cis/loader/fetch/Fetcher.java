package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.archives.ArchiveScanSource;
import io.cis.loader.fetch.github.ChangelogSource;
import io.cis.loader.fetch.github.ContributorsSource;
import io.cis.loader.fetch.github.GitHubApi;
import io.cis.loader.fetch.github.GitHubReleasesSource;
import io.cis.loader.fetch.github.WantedRepositories;
import io.cis.loader.fetch.registries.RegistryRepositories;
import io.cis.loader.fetch.registries.RegistrySources;
import io.cis.loader.fetch.registries.Seeds;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Runs the chosen sources one after the other into a feeds folder. Each source either completes (its folder replaced
 * whole by its new copy, then its manifest entry replaced and the manifest rewritten at once) or fails and keeps its
 * previous files and entry; the other sources run regardless. A source of many independent items (a registry's
 * packages) may also complete without some of them: it is recorded with what it fetched, each failed item is a note,
 * and the source is reported failed as well, so the run ends as failed.
 */
public final class Fetcher {

    /** GitHub's public REST API, the GitHub sources' base unless the configuration names another. */
    public static final URI GITHUB_API = URI.create("https://api.github.com/");

    /** How a manifest note names an item a source could not fetch ({@link SourceFetch#failed}). */
    static final String FAILED_ITEM = "failed, previous copy kept: ";

    private final List<FeedSource> sources;
    private final UpstreamClient client;
    private final ObjectMapper json;
    private final Clock clock;
    private final FetchProgress transfers;

    public Fetcher(List<FeedSource> sources, UpstreamClient client, ObjectMapper json, Clock clock) {
        this(sources, client, json, clock, FetchProgress.NONE);
    }

    /** A fetcher that tells {@code progress} what each source transfers. */
    public Fetcher(List<FeedSource> sources, UpstreamClient client, ObjectMapper json, Clock clock,
                   FetchProgress progress) {
        this.sources = List.copyOf(sources);
        this.client = client;
        this.json = json;
        this.clock = clock;
        this.transfers = progress;
    }

    /** The known sources in the order they are fetched, as they are without a configuration file, GitHub's left out. */
    public static List<FeedSource> knownSources(ObjectMapper json) {
        return knownSources(json, FetchConfig.NONE, NvdAccess.ANONYMOUS);
    }

    /** The known sources in the order they are fetched, NVD's API asked as {@code nvd} says, GitHub's left out. */
    public static List<FeedSource> knownSources(ObjectMapper json, NvdAccess nvd) {
        return knownSources(json, FetchConfig.NONE, nvd);
    }

    /** The known sources in the order they are fetched, as {@code config} sets them up, GitHub's left out. */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config) {
        return knownSources(json, config, NvdAccess.ANONYMOUS);
    }

    /**
     * The known sources in the order they are fetched, as {@code config} sets them up, NVD's API asked as {@code nvd}
     * says, GitHub's left out ({@code cve5} asks GitHub's API without a token).
     */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config, NvdAccess nvd) {
        return knownSources(json, config, nvd, Optional.empty());
    }

    /** Every known source in the order they are fetched, the GitHub ones through {@code github}, NVD's anonymously. */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config, GitHubApi github) {
        return knownSources(json, config, NvdAccess.ANONYMOUS, github);
    }

    /**
     * Every known source in the order they are fetched: NVD's API asked as {@code nvd} says, the GitHub ones (and the
     * CVE List's release, which is on GitHub) through {@code github}.
     */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config, NvdAccess nvd,
                                                GitHubApi github) {
        return knownSources(json, config, nvd, github, Seeds.NONE, false, Clock.systemUTC());
    }

    /**
     * Every known source in the order they are fetched: the registries asked about the packages {@code seeds} name
     * (after the data sets, before the GitHub sources, which follow what registry documents link to), and last the
     * archive scan of the versions {@code seeds} name when {@code scanArchives} (it is opt-in), timed by
     * {@code clock}.
     */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config, NvdAccess nvd,
                                                GitHubApi github, Seeds seeds, boolean scanArchives, Clock clock) {
        List<FeedSource> sources = new ArrayList<>(knownSources(json, config, nvd, Optional.of(github)));
        sources.addAll(RegistrySources.of(config.registries(), seeds));
        URI api = githubApi(config);
        // after the registries, whose documents link packages to the repositories these fetch
        WantedRepositories repositories = WantedRepositories.configuredAndLinked(config.repositories(),
                RegistryRepositories::read);
        sources.add(new GitHubReleasesSource(github, repositories, api, json));
        sources.add(new ChangelogSource(github, repositories, api, json));
        sources.add(new ContributorsSource(github, repositories, config.contributors(), api, json));
        // last: it reads the registry documents and the crypto dataset the sources before it fetched
        sources.add(new ArchiveScanSource(scanArchives ? Optional.of(seeds.versionPurls())
                : Optional.empty(), config.archives().bases(), config.archives().limits(), clock, json));
        return List.copyOf(sources);
    }

    private static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config, NvdAccess nvd,
                                                 Optional<GitHubApi> github) {
        return List.of(new EpssSource(), new KevSource(json), new SpdxSource(json),
                new OsvSource(json, config.osvEcosystems()), new NvdSource(json, nvd),
                new Cve5Source(json, githubApi(config), github), new OsadlSource(json),
                RepositoryArchiveSource.purl2cpe(), RepositoryArchiveSource.crypto());
    }

    private static URI githubApi(FetchConfig config) {
        return config.githubApi().orElse(GITHUB_API);
    }

    public List<String> sourceNames() {
        return sources.stream().map(FeedSource::name).toList();
    }

    /** The base URL each chosen source would be fetched from, {@code mirrors} applied. */
    public Map<String, URI> plan(List<String> only, Map<String, URI> mirrors) {
        Map<String, URI> plan = new LinkedHashMap<>();
        for (FeedSource source : chosen(only)) {
            plan.put(source.name(), mirrors.getOrDefault(source.name(), source.defaultBase()));
        }
        return plan;
    }

    public FetchReport fetch(Path feedsDir, List<String> only, Map<String, URI> mirrors, PrintWriter progress)
            throws IOException {
        Files.createDirectories(feedsDir);
        FetchManifest manifest = FetchManifest.read(feedsDir, json);
        Map<String, SourceRecord> fetched = new LinkedHashMap<>();
        Map<String, String> failed = new LinkedHashMap<>();
        for (Map.Entry<String, URI> planned : plan(only, mirrors).entrySet()) {
            FeedSource source = byName().get(planned.getKey());
            Optional<String> unconfigured = source.unconfigured(feedsDir);
            if (unconfigured.isPresent()) {
                if (only.contains(source.name())) {
                    failed.put(source.name(), unconfigured.get());
                    progress.println(source.name() + ": failed, previous copy kept: " + unconfigured.get());
                } else {
                    progress.println(source.name() + ": skipped, " + unconfigured.get());
                }
                progress.flush();
                continue;
            }
            Optional<SourceRecord> before = Optional.ofNullable(manifest.sources().get(source.name()));
            String started = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
            try (FetchProgress.SourceProgress shown = transfers.start(source.name());
                 SourceFetch files = new SourceFetch(feedsDir, source.folder(), withSlash(planned.getValue()),
                         client.withListener(shown), before, clock)) {
                files.begin();
                FileFacts facts = source.fetch(files);
                List<FetchedFile> done = files.commit();
                List<String> failures = files.failures();
                List<String> notes = new ArrayList<>(files.notes());
                failures.forEach(failure -> notes.add(FAILED_ITEM + failure));
                SourceRecord record = new SourceRecord(planned.getValue().toString(), started, facts.dataDate(),
                        facts.version(), done, facts.cursor(), notes);
                manifest = manifest.with(source.name(), record);
                manifest.write(feedsDir, json);
                fetched.put(source.name(), record);
                record.notes().forEach(note -> progress.println(source.name() + ": " + note));
                progress.println(line(source.name(), record, facts.records()));
                if (!failures.isEmpty()) {
                    // the source completed without these items: the run as a whole has failed
                    failed.put(source.name(), failures.size() + " item(s) failed and kept their previous copy: "
                            + String.join("; ", failures));
                }
            } catch (FetchException e) {
                failed.put(source.name(), e.getMessage());
                progress.println(source.name() + ": failed, previous copy kept: " + e.getMessage());
            }
            progress.flush();
        }
        return new FetchReport(fetched, failed);
    }

    private List<FeedSource> chosen(List<String> only) {
        if (only.isEmpty()) {
            return sources;
        }
        return sources.stream().filter(source -> only.contains(source.name())).toList();
    }

    private Map<String, FeedSource> byName() {
        return sources.stream().collect(Collectors.toMap(FeedSource::name, Function.identity()));
    }

    private static URI withSlash(URI base) {
        String text = base.toString();
        return text.endsWith("/") ? base : URI.create(text + "/");
    }

    private static String line(String name, SourceRecord record, long records) {
        long transferred = record.files().stream().filter(FetchedFile::transferred).count();
        return String.format("%s: %d file(s), %d transferred, %d not modified, %d records, data date %s%s", name,
                record.files().size(), transferred, record.files().size() - transferred, records,
                record.dataDate().isEmpty() ? "-" : record.dataDate(),
                record.version().isEmpty() ? "" : ", version " + record.version());
    }
}
