package io.cis.loader.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchConfig;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.Fetcher;
import io.cis.loader.fetch.RetryPolicy;
import io.cis.loader.fetch.Sleeper;
import io.cis.loader.fetch.UpstreamClient;
import io.cis.loader.fetch.github.GitHubApi;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code fetch}: the connected side's collector, downloading upstream feeds into the layout {@code build} reads. */
@Command(name = "fetch", mixinStandardHelpOptions = true,
        description = "Download upstream feeds into a feeds folder in the layout 'build --feeds' reads"
                + " (sources: epss, kev, spdx, osv, osadl, purl2cpe, crypto, github-releases, changelog;"
                + " see docs/feeds.md).")
public final class FetchCommand implements Callable<Integer> {

    /** Exit code when a source failed (its previous copy is kept) or the options are wrong. */
    public static final int FAILED = 1;

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "FEEDS_DIR",
            description = "Feeds folder to fetch into; a later 'build --feeds FEEDS_DIR' reads it.")
    private Path out;

    @Option(names = "--only", split = ",", paramLabel = "SOURCE",
            description = "Fetch only these sources (default: all, in the order epss, kev, spdx, osv, osadl,"
                    + " purl2cpe, crypto, github-releases, changelog).")
    private List<String> only = new ArrayList<>();

    @Option(names = "--mirror", paramLabel = "SOURCE=BASE_URL",
            description = "Fetch a source from a mirror with the upstream's URL layout instead of the upstream.")
    private Map<String, String> mirrors = new LinkedHashMap<>();

    @Option(names = "--dry-run", description = "Print what would be fetched from where, and fetch nothing.")
    private boolean dryRun;

    @Option(names = "--config", paramLabel = "FILE",
            description = "Fetch configuration (YAML): mirrors, the OSV ecosystems to fetch, the GitHub API base and"
                    + " the repositories whose releases and changelogs are fetched (docs/feeds.md).")
    private Path config;

    @Option(names = "--osv-ecosystems", split = ",", paramLabel = "ECOSYSTEM",
            description = "Fetch only these ecosystems of the OSV export (default: the configuration's, else all).")
    private List<String> osvEcosystems = new ArrayList<>();

    // interactive: given without a value, the token is asked for without echo, so it is in no command line
    @Option(names = "--github-token", arity = "0..1", interactive = true, echo = false, paramLabel = "TOKEN",
            description = "GitHub token for the GitHub sources (default: the GITHUB_TOKEN environment variable);"
                    + " without a value it is asked for. Never printed.")
    private char[] githubToken;

    private final Optional<HttpClient> http;
    private final RetryPolicy retries;
    private final Sleeper sleeper;
    private final Map<String, String> environment;

    public FetchCommand() {
        this.http = Optional.empty();
        this.retries = RetryPolicy.DEFAULT;
        this.sleeper = Sleeper.REAL;
        this.environment = System.getenv();
    }

    /** A command that uses {@code http} (without a proxy) and waits between tries through {@code sleeper}. */
    public FetchCommand(HttpClient http, RetryPolicy retries, Sleeper sleeper) {
        this(http, retries, sleeper, Map.of());
    }

    /** As {@link #FetchCommand(HttpClient, RetryPolicy, Sleeper)}, with {@code environment} as the environment. */
    public FetchCommand(HttpClient http, RetryPolicy retries, Sleeper sleeper, Map<String, String> environment) {
        this.http = Optional.of(http);
        this.retries = retries;
        this.sleeper = sleeper;
        this.environment = Map.copyOf(environment);
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        ObjectMapper json = new ObjectMapper();
        HttpClient client;
        try {
            client = http.orElseGet(() -> HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                    .connectTimeout(Duration.ofSeconds(30)).proxy(proxy(System.getenv())).build());
        } catch (IllegalArgumentException e) {
            return failed(stderr, "HTTPS_PROXY is not a proxy URL like http://host:port (" + e.getMessage() + ")");
        }
        FetchConfig settings;
        try {
            settings = config == null ? FetchConfig.NONE : FetchConfig.read(config);
        } catch (IOException | IllegalArgumentException e) {
            return failed(stderr, "--config " + config + ": " + e.getMessage());
        }
        if (!osvEcosystems.isEmpty()) {
            settings = new FetchConfig(settings.mirrors(), osvEcosystems, settings.githubApi(),
                    settings.repositories());
        }
        GitHubApi github = new GitHubApi(client, sleeper, Clock.systemUTC(), token(), GitHubApi.Limits.DEFAULT);
        List<FeedSource> sources = Fetcher.knownSources(json, settings, github);
        Fetcher fetcher = new Fetcher(sources, new UpstreamClient(client, retries, sleeper, Clock.systemUTC()), json,
                Clock.systemUTC());
        List<String> unknown = new ArrayList<>(only);
        unknown.addAll(mirrors.keySet());
        unknown.addAll(settings.mirrors().keySet());
        unknown.removeAll(fetcher.sourceNames());
        if (!unknown.isEmpty()) {
            return failed(stderr, "unknown source " + String.join(", ", unknown) + " (known: "
                    + String.join(", ", fetcher.sourceNames()) + ")");
        }
        Map<String, URI> bases = new LinkedHashMap<>(settings.mirrors());
        for (Map.Entry<String, String> mirror : mirrors.entrySet()) {
            try {
                URI base = new URI(mirror.getValue());
                if (!"https".equalsIgnoreCase(base.getScheme()) && !"http".equalsIgnoreCase(base.getScheme())) {
                    return failed(stderr, "--mirror " + mirror.getKey() + ": not an http(s) URL: " + mirror.getValue());
                }
                bases.put(mirror.getKey(), base);
            } catch (URISyntaxException e) {
                return failed(stderr, "--mirror " + mirror.getKey() + ": not a URL: " + mirror.getValue());
            }
        }
        if (dryRun) {
            Map<String, Optional<String>> unconfigured = new LinkedHashMap<>();
            sources.forEach(source -> unconfigured.put(source.name(), source.unconfigured()));
            fetcher.plan(only, bases).forEach((source, base) -> stdout.println(source + ": " + base + " -> " + out
                    + unconfigured.get(source).map(reason -> " (skipped: " + reason + ")").orElse("")));
            stdout.flush();
            return 0;
        }
        try {
            FetchReport report = fetcher.fetch(out, only, bases, stdout);
            if (!report.succeeded()) {
                return failed(stderr, "source(s) " + String.join(", ", report.failedSources())
                        + " failed and kept their previous copy in " + out);
            }
            return 0;
        } catch (IOException | RuntimeException e) {
            return failed(stderr, e.getMessage());
        }
    }

    /** The GitHub token: the option's, else {@code GITHUB_TOKEN}'s; none when neither is set. */
    private Optional<String> token() {
        if (githubToken != null && githubToken.length > 0) {
            return Optional.of(new String(githubToken));
        }
        return Optional.ofNullable(environment.get("GITHUB_TOKEN")).filter(value -> !value.isBlank());
    }

    /**
     * The proxy: the JDK's own ({@code -Dhttps.proxyHost}, {@code -Dhttp.proxyHost}, {@code -Dhttp.nonProxyHosts})
     * when set; else {@code HTTPS_PROXY} (or {@code https_proxy}) as {@code http://host:port}; else none.
     */
    static ProxySelector proxy(Map<String, String> environment) {
        if (System.getProperty("https.proxyHost") != null || System.getProperty("http.proxyHost") != null) {
            return ProxySelector.getDefault();
        }
        String variable = environment.getOrDefault("HTTPS_PROXY", environment.get("https_proxy"));
        if (variable == null || variable.isBlank()) {
            return HttpClient.Builder.NO_PROXY;
        }
        URI proxy = URI.create(variable.contains("://") ? variable.strip() : "http://" + variable.strip());
        if (proxy.getHost() == null) {
            throw new IllegalArgumentException("no host in " + variable);
        }
        // resolved when a connection is made, not when the command starts
        return ProxySelector.of(InetSocketAddress.createUnresolved(proxy.getHost(),
                proxy.getPort() < 0 ? 80 : proxy.getPort()));
    }

    private int failed(PrintWriter stderr, String reason) {
        stderr.println("fetch failed: " + String.valueOf(reason).strip().replaceAll("\\s*\\R\\s*", " "));
        stderr.flush();
        return FAILED;
    }
}
