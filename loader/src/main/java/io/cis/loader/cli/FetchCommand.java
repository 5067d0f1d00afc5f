package io.cis.loader.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.feeds.json.StrictJson;
import io.cis.loader.fetch.EnvironmentProxies;
import io.cis.loader.fetch.FeedSource;
import io.cis.loader.fetch.FetchConfig;
import io.cis.loader.fetch.FetchProgress;
import io.cis.loader.fetch.FetchReport;
import io.cis.loader.fetch.Fetcher;
import io.cis.loader.fetch.NvdAccess;
import io.cis.loader.fetch.RetryPolicy;
import io.cis.loader.fetch.Sleeper;
import io.cis.loader.fetch.Terminal;
import io.cis.loader.fetch.TransferProgress;
import io.cis.loader.fetch.TrustedCertificates;
import io.cis.loader.fetch.UpstreamClient;
import io.cis.loader.fetch.github.GitHubApi;
import io.cis.loader.fetch.registries.RegistryConfig;
import io.cis.loader.fetch.registries.RegistrySources;
import io.cis.loader.fetch.registries.Seeds;
import java.io.IOException;
import java.io.PrintWriter;
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
                + " (sources: epss, kev, spdx, osv, nvd, cve5, osadl, purl2cpe, crypto, the registries npm, maven,"
                + " pypi, crates, go, nuget, rubygems, packagist, hex and pub, github-releases, changelog,"
                + " github-contributors, and archive-scan with --scan-archives; see docs/feeds.md).")
public final class FetchCommand implements Callable<Integer> {

    /** Exit code when a source failed (its previous copy is kept) or the options are wrong. */
    public static final int FAILED = 1;
    /** The environment variable the NVD API key is read from when {@code --nvd-api-key} is not given. */
    public static final String NVD_API_KEY = "NVD_API_KEY";

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", required = true, paramLabel = "FEEDS_DIR",
            description = "Feeds folder to fetch into; a later 'build --feeds FEEDS_DIR' reads it.")
    private Path out;

    @Option(names = "--only", split = ",", paramLabel = "SOURCE",
            description = "Fetch only these sources (default: all, in the order epss, kev, spdx, osv, nvd, cve5,"
                    + " osadl, purl2cpe, crypto, npm, maven, pypi, crates, go, nuget, rubygems, packagist, hex, pub,"
                    + " github-releases, changelog, github-contributors, archive-scan).")
    private List<String> only = new ArrayList<>();

    @Option(names = "--mirror", paramLabel = "SOURCE=BASE_URL",
            description = "Fetch a source from a mirror with the upstream's URL layout instead of the upstream.")
    private Map<String, String> mirrors = new LinkedHashMap<>();

    @Option(names = "--dry-run", description = "Print what would be fetched from where, and fetch nothing.")
    private boolean dryRun;

    @Option(names = "--config", paramLabel = "FILE",
            description = "Fetch configuration (YAML): mirrors, the OSV ecosystems to fetch, the GitHub API base and"
                    + " the repositories whose releases, changelogs and contributors are fetched, the registries, and"
                    + " the archive scan's bases and limits (docs/feeds.md).")
    private Path config;

    @Option(names = "--sbom", paramLabel = "FILE",
            description = "An SBOM (CycloneDX or SPDX 2, JSON) whose components' registry documents are fetched, from"
                    + " the registries the configuration names; repeatable.")
    private List<Path> sboms = new ArrayList<>();

    @Option(names = "--components", paramLabel = "FILE",
            description = "A list of package URLs, one per line ('#' starts a comment), whose registry documents are"
                    + " fetched like an SBOM's components; repeatable.")
    private List<Path> componentLists = new ArrayList<>();

    @Option(names = "--osv-ecosystems", split = ",", paramLabel = "ECOSYSTEM",
            description = "Fetch only these ecosystems of the OSV export (default: the configuration's, else all).")
    private List<String> osvEcosystems = new ArrayList<>();

    // interactive: given without a value, the token is asked for without echo, so it is in no command line
    @Option(names = "--github-token", arity = "0..1", interactive = true, echo = false, paramLabel = "TOKEN",
            description = "GitHub token for the GitHub sources and cve5's release document (default: the"
                    + " GITHUB_TOKEN environment variable); without a value it is asked for. Never printed.")
    private char[] githubToken;

    @Option(names = "--nvd-api-key", paramLabel = "KEY",
            description = "NVD API key (else the NVD_API_KEY environment variable, which 'ps' does not show);"
                    + " allows 50 requests per 30 s instead of 5.")
    private String nvdApiKey;

    @Option(names = "--scan-archives",
            description = "Also scan the package archives of the component versions --sbom and --components name"
                    + " for the crypto algorithm dataset's keywords (opt-in; limits in docs/feeds.md).")
    private boolean scanArchives;

    @Option(names = "--trust-store", paramLabel = "FILE",
            description = "Certificates to trust besides the JDK's (PEM, PKCS12 or JKS), such as the authority of a"
                    + " TLS-inspecting proxy or an internal mirror.")
    private Path trustStore;

    @Option(names = "--trust-store-password", paramLabel = "PASSWORD",
            description = "Password of a PKCS12 or JKS --trust-store, if it has one.")
    private String trustStorePassword;

    private final Optional<HttpClient> http;
    private final RetryPolicy retries;
    private final Sleeper sleeper;
    private final Map<String, String> environment;
    private final Clock clock;
    private final boolean showProgress;

    public FetchCommand() {
        this(Optional.empty(), RetryPolicy.DEFAULT, Sleeper.REAL, System.getenv(), Clock.systemUTC(), true);
    }

    /** A command that uses {@code http} (without a proxy), waits through {@code sleeper} and shows no progress. */
    public FetchCommand(HttpClient http, RetryPolicy retries, Sleeper sleeper) {
        this(http, retries, sleeper, Map.of());
    }

    /** As {@link #FetchCommand(HttpClient, RetryPolicy, Sleeper)}, with {@code environment} as the environment. */
    public FetchCommand(HttpClient http, RetryPolicy retries, Sleeper sleeper, Map<String, String> environment) {
        this(Optional.of(http), retries, sleeper, environment, Clock.systemUTC(), false);
    }

    /**
     * A command that builds its own HTTP client from {@code environment} (proxies) and its options (trust store),
     * reads the NVD key from {@code environment}, and waits through {@code sleeper} by {@code clock}.
     */
    public FetchCommand(Map<String, String> environment, RetryPolicy retries, Sleeper sleeper, Clock clock) {
        this(Optional.empty(), retries, sleeper, environment, clock, false);
    }

    private FetchCommand(Optional<HttpClient> http, RetryPolicy retries, Sleeper sleeper,
                         Map<String, String> environment, Clock clock, boolean showProgress) {
        this.http = http;
        this.retries = retries;
        this.sleeper = sleeper;
        this.environment = Map.copyOf(environment);
        this.clock = clock;
        this.showProgress = showProgress;
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        ObjectMapper json = StrictJson.valuesWithin();
        HttpClient client;
        if (http.isPresent()) {
            client = http.get();
        } else {
            try {
                client = client();
            } catch (IllegalArgumentException | IOException e) {
                return failed(stderr, e.getMessage());
            }
        }
        String key = nvdApiKey != null ? nvdApiKey : environment.getOrDefault(NVD_API_KEY, "");
        FetchProgress progress = showProgress ? new TransferProgress(stderr, Terminal.stderrIsTerminal()
                ? TransferProgress.Style.TERMINAL : TransferProgress.Style.PLAIN, clock) : FetchProgress.NONE;
        FetchConfig settings;
        try {
            settings = config == null ? FetchConfig.NONE : FetchConfig.read(config);
        } catch (IOException | IllegalArgumentException e) {
            return failed(stderr, "--config " + config + ": " + e.getMessage());
        }
        if (!osvEcosystems.isEmpty()) {
            settings = settings.withOsvEcosystems(osvEcosystems);
        }
        Seeds seeds;
        try {
            seeds = Seeds.read(sboms, componentLists, RegistrySources.purlTypes(), json);
        } catch (IOException | IllegalArgumentException e) {
            return failed(stderr, e.getMessage());
        }
        GitHubApi github = new GitHubApi(client, sleeper, clock, token(), GitHubApi.Limits.DEFAULT);
        settings = settings.withRegistries(registries(settings));
        List<FeedSource> sources = Fetcher.knownSources(json, settings, NvdAccess.withKey(key), github, seeds,
                scanArchives, clock);
        Fetcher fetcher = new Fetcher(sources, new UpstreamClient(client, retries, sleeper, clock), json, clock,
                progress);
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
        if (!seeds.isEmpty()) {
            seeds.report().forEach(stdout::println);
        }
        if (dryRun) {
            Map<String, Optional<String>> unconfigured = new LinkedHashMap<>();
            sources.forEach(source -> unconfigured.put(source.name(), source.unconfigured(out)));
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

    /**
     * The registries as configured, a registry's {@code --mirror} (or {@code mirrors:} entry) taking the place of its
     * configured base, as a mirror does for every source.
     */
    private RegistryConfig registries(FetchConfig settings) {
        RegistryConfig registries = settings.registries();
        Map<String, String> named = new LinkedHashMap<>();
        settings.mirrors().forEach((source, base) -> named.put(source, base.toString()));
        named.putAll(mirrors);
        for (Map.Entry<String, String> mirror : named.entrySet()) {
            if (RegistrySources.names().contains(mirror.getKey())) {
                try {
                    registries = registries.withBase(mirror.getKey(), FetchConfig.httpUrl(mirror.getValue(),
                            "--mirror " + mirror.getKey()));
                } catch (IllegalArgumentException e) {
                    // refused with the other mirrors, naming it
                }
            }
        }
        return registries;
    }

    /** The GitHub token: the option's, else {@code GITHUB_TOKEN}'s; none when neither is set. */
    private Optional<String> token() {
        if (githubToken != null && githubToken.length > 0) {
            return Optional.of(new String(githubToken));
        }
        return Optional.ofNullable(environment.get("GITHUB_TOKEN")).filter(value -> !value.isBlank());
    }

    /** The HTTP client of the options and the environment: redirects followed, the proxies, the trust store. */
    private HttpClient client() throws IOException {
        HttpClient.Builder builder = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
                .connectTimeout(Duration.ofSeconds(30)).proxy(proxy(environment));
        if (trustStore != null) {
            builder.sslContext(TrustedCertificates.withDefaultsAnd(trustStore,
                    trustStorePassword == null ? null : trustStorePassword.toCharArray()));
        }
        return builder.build();
    }

    /**
     * The proxy: the JDK's own ({@code -Dhttps.proxyHost}, {@code -Dhttp.proxyHost}, {@code -Dhttp.nonProxyHosts})
     * when set; else the environment's ({@link EnvironmentProxies}); else none.
     */
    static ProxySelector proxy(Map<String, String> environment) {
        if (System.getProperty("https.proxyHost") != null || System.getProperty("http.proxyHost") != null) {
            return ProxySelector.getDefault();
        }
        EnvironmentProxies proxies = EnvironmentProxies.of(environment);
        return proxies.any() ? proxies : HttpClient.Builder.NO_PROXY;
    }

    private int failed(PrintWriter stderr, String reason) {
        stderr.println("fetch failed: " + String.valueOf(reason).strip().replaceAll("\\s*\\R\\s*", " "));
        stderr.flush();
        return FAILED;
    }
}
