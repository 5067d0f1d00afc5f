package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.github.ChangelogSource;
import io.cis.loader.fetch.github.GitHubApi;
import io.cis.loader.fetch.github.GitHubReleasesSource;
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
 * Runs the chosen sources one after the other into a feeds folder. Each source either completes (its files renamed
 * into place, its manifest entry replaced and the manifest rewritten at once) or fails and keeps its previous files
 * and entry; the other sources run regardless.
 */
public final class Fetcher {

    /** GitHub's public REST API, the GitHub sources' base unless the configuration names another. */
    public static final URI GITHUB_API = URI.create("https://api.github.com/");

    private final List<FeedSource> sources;
    private final UpstreamClient client;
    private final ObjectMapper json;
    private final Clock clock;

    public Fetcher(List<FeedSource> sources, UpstreamClient client, ObjectMapper json, Clock clock) {
        this.sources = List.copyOf(sources);
        this.client = client;
        this.json = json;
        this.clock = clock;
    }

    /** The known sources in the order they are fetched, as they are without a configuration file. */
    public static List<FeedSource> knownSources(ObjectMapper json) {
        return knownSources(json, FetchConfig.NONE);
    }

    /** The known sources in the order they are fetched, as {@code config} sets them up, GitHub's left out. */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config) {
        return List.of(new EpssSource(), new KevSource(json), new SpdxSource(json),
                new OsvSource(json, config.osvEcosystems()), new OsadlSource(json), RepositoryArchiveSource.purl2cpe(),
                RepositoryArchiveSource.crypto());
    }

    /** Every known source in the order they are fetched, the GitHub ones through {@code github}. */
    public static List<FeedSource> knownSources(ObjectMapper json, FetchConfig config, GitHubApi github) {
        List<FeedSource> sources = new ArrayList<>(knownSources(json, config));
        URI api = config.githubApi().orElse(GITHUB_API);
        sources.add(new GitHubReleasesSource(github, config.repositories(), api, json));
        sources.add(new ChangelogSource(github, config.repositories(), api, json));
        return List.copyOf(sources);
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
            Optional<String> unconfigured = source.unconfigured();
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
            SourceRecord before = manifest.sources().get(source.name());
            Map<String, FetchedFile> previous = before == null ? Map.of()
                    : before.files().stream().collect(Collectors.toMap(FetchedFile::path, Function.identity(),
                            (first, second) -> first));
            String started = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
            try (SourceFetch files = new SourceFetch(feedsDir, withSlash(planned.getValue()), client, previous)) {
                FileFacts facts = source.fetch(files);
                List<FetchedFile> done = files.commit();
                SourceRecord record = new SourceRecord(planned.getValue().toString(), started, facts.dataDate(),
                        facts.version(), done, files.notes());
                manifest = manifest.with(source.name(), record);
                manifest.write(feedsDir, json);
                fetched.put(source.name(), record);
                record.notes().forEach(note -> progress.println(source.name() + ": " + note));
                progress.println(line(source.name(), record));
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

    private static String line(String name, SourceRecord record) {
        long transferred = record.files().stream().filter(FetchedFile::transferred).count();
        long records = record.files().isEmpty() ? 0 : record.files().get(0).records();
        return String.format("%s: %d file(s), %d transferred, %d not modified, %d records, data date %s%s", name,
                record.files().size(), transferred, record.files().size() - transferred, records,
                record.dataDate().isEmpty() ? "-" : record.dataDate(),
                record.version().isEmpty() ? "" : ", version " + record.version());
    }
}
