package io.cis.loader.fetch;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.cis.loader.fetch.archives.ArchiveBases;
import io.cis.loader.fetch.archives.ArchiveSettings;
import io.cis.loader.fetch.archives.ScanLimits;
import io.cis.loader.fetch.github.ContributorsSource;
import io.cis.loader.fetch.github.GitHubRepository;
import io.cis.loader.fetch.registries.RegistryConfig;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The fetch configuration file ({@code cis fetch --config FILE}), YAML (JSON is YAML too): the mirrors, the OSV
 * ecosystems a site uses, the GitHub API base (of the GitHub sources and of {@code cve5}, whose releases are on GitHub)
 * and the repositories whose releases, changelogs and contributors are fetched, how many contributors' profiles, the
 * package registries asked about the components an SBOM names ({@link RegistryConfig}), and where the archive scan
 * fetches package archives and within which limits. Secrets (the GitHub token, the NVD API key) are no
 * keys of it: they come from options or the environment only. Every key is checked: a misspelt one is refused,
 * naming it, rather than silently doing nothing.
 *
 * <pre>
 * mirrors:
 *   osv: https://mirror.example.org/osv-vulnerabilities/
 * osv:
 *   ecosystems: [PyPI, npm, Maven]
 * github:
 *   api: https://github.example.org/api/v3/
 *   repositories:
 *     - expressjs/express
 *     - repository: psf/requests
 *       changelog: HISTORY.md
 *   contributors: 10
 * registries:
 *   npm: https://registry.example.internal/npm/
 * archives:
 *   maven: https://maven.example.org/maven2/
 *   limits: {archive_mib: 64, unpacked_mib: 512, file_kib: 4096, seconds: 60}
 * </pre>
 */
public record FetchConfig(Map<String, URI> mirrors, List<String> osvEcosystems, Optional<URI> githubApi,
                          List<GitHubRepository> repositories, int contributors, RegistryConfig registries,
                          ArchiveSettings archives) {

    /** No file: every source at its upstream, every OSV ecosystem, no GitHub repository, no registry. */
    public static final FetchConfig NONE = new FetchConfig(Map.of(), List.of(), Optional.empty(), List.of());

    private static final Set<String> TOP = Set.of("mirrors", "osv", "github", "registries", "archives");
    private static final Set<String> OSV = Set.of("ecosystems");
    private static final Set<String> GITHUB = Set.of("api", "repositories", "contributors");
    private static final Set<String> REPOSITORY = Set.of("repository", "releases", "changelog");
    private static final Set<String> ARCHIVES = Set.of("npm", "pypi", "maven", "crates", "limits");
    private static final Set<String> LIMITS = Set.of("archive_mib", "unpacked_mib", "file_kib", "seconds");

    public FetchConfig {
        mirrors = Map.copyOf(mirrors);
        osvEcosystems = List.copyOf(osvEcosystems);
        repositories = List.copyOf(repositories);
        registries = registries == null ? RegistryConfig.NONE : registries;
        archives = archives == null ? ArchiveSettings.DEFAULT : archives;
    }

    /** The settings without contributors, registries or archive settings of their own: their defaults. */
    public FetchConfig(Map<String, URI> mirrors, List<String> osvEcosystems, Optional<URI> githubApi,
                       List<GitHubRepository> repositories) {
        this(mirrors, osvEcosystems, githubApi, repositories, ContributorsSource.DEFAULT_TOP, RegistryConfig.NONE,
                ArchiveSettings.DEFAULT);
    }

    /** These settings with {@code ecosystems} as the OSV ecosystems ({@code --osv-ecosystems}). */
    public FetchConfig withOsvEcosystems(List<String> ecosystems) {
        return new FetchConfig(mirrors, ecosystems, githubApi, repositories, contributors, registries, archives);
    }

    /** These settings with {@code given} as the registries (their bases replaced by mirrors). */
    public FetchConfig withRegistries(RegistryConfig given) {
        return new FetchConfig(mirrors, osvEcosystems, githubApi, repositories, contributors, given, archives);
    }

    /** Reads {@code file}; every problem is an {@link IllegalArgumentException} naming the file and the key. */
    public static FetchConfig read(Path file) throws IOException {
        JsonNode root;
        try {
            root = new YAMLMapper().readTree(file.toFile());
        } catch (JacksonException e) {
            throw new IllegalArgumentException(file + ": not YAML (" + e.getOriginalMessage() + ")", e);
        }
        if (root == null || root.isMissingNode() || root.isNull()) {
            return NONE;
        }
        String where = file.toString();
        object(root, where, TOP);
        Map<String, URI> mirrors = new LinkedHashMap<>();
        JsonNode mirrorNode = root.path("mirrors");
        if (!mirrorNode.isMissingNode()) {
            requireObject(mirrorNode, where + ": mirrors");
            for (Iterator<Map.Entry<String, JsonNode>> it = mirrorNode.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> mirror = it.next();
                mirrors.put(mirror.getKey(), httpUrl(text(mirror.getValue(), where + ": mirrors." + mirror.getKey()),
                        where + ": mirrors." + mirror.getKey()));
            }
        }
        List<String> ecosystems = new ArrayList<>();
        JsonNode osv = root.path("osv");
        if (!osv.isMissingNode()) {
            object(osv, where + ": osv", OSV);
            for (JsonNode ecosystem : list(osv.path("ecosystems"), where + ": osv.ecosystems")) {
                ecosystems.add(text(ecosystem, where + ": osv.ecosystems[]"));
            }
        }
        Optional<URI> api = Optional.empty();
        List<GitHubRepository> repositories = new ArrayList<>();
        int contributors = ContributorsSource.DEFAULT_TOP;
        JsonNode github = root.path("github");
        if (!github.isMissingNode()) {
            object(github, where + ": github", GITHUB);
            if (github.has("api")) {
                api = Optional.of(httpUrl(text(github.get("api"), where + ": github.api"), where + ": github.api"));
            }
            int i = 0;
            for (JsonNode entry : list(github.path("repositories"), where + ": github.repositories")) {
                repositories.add(repository(entry, where + ": github.repositories[" + i++ + "]"));
            }
            if (github.has("contributors")) {
                contributors = (int) number(github.get("contributors"), 0, 100, where + ": github.contributors");
            }
        }
        RegistryConfig registries = root.has("registries")
                ? RegistryConfig.read(root.get("registries"), where + ": registries") : RegistryConfig.NONE;
        return new FetchConfig(mirrors, ecosystems, api, repositories, contributors, registries,
                archives(root.path("archives"), where));
    }

    private static ArchiveSettings archives(JsonNode archives, String where) {
        if (archives.isMissingNode()) {
            return ArchiveSettings.DEFAULT;
        }
        object(archives, where + ": archives", ARCHIVES);
        ArchiveBases bases = new ArchiveBases(base(archives, "npm", where), base(archives, "pypi", where),
                base(archives, "maven", where), base(archives, "crates", where));
        ScanLimits limits = ScanLimits.DEFAULT;
        JsonNode given = archives.path("limits");
        if (!given.isMissingNode()) {
            object(given, where + ": archives.limits", LIMITS);
            limits = new ScanLimits(
                    given.has("archive_mib") ? number(given.get("archive_mib"), 1, 1 << 20,
                            where + ": archives.limits.archive_mib") << 20 : limits.archiveBytes(),
                    given.has("unpacked_mib") ? number(given.get("unpacked_mib"), 1, 1 << 20,
                            where + ": archives.limits.unpacked_mib") << 20 : limits.unpackedBytes(),
                    given.has("file_kib") ? number(given.get("file_kib"), 1, 1 << 20,
                            where + ": archives.limits.file_kib") << 10 : limits.fileBytes(),
                    given.has("seconds") ? Duration.ofSeconds(number(given.get("seconds"), 1, 86_400,
                            where + ": archives.limits.seconds")) : limits.time());
        }
        return new ArchiveSettings(bases, limits);
    }

    private static Optional<URI> base(JsonNode archives, String key, String where) {
        return archives.has(key) ? Optional.of(httpUrl(text(archives.get(key), where + ": archives." + key),
                where + ": archives." + key)) : Optional.empty();
    }

    private static long number(JsonNode node, long least, long most, String where) {
        if (!node.isIntegralNumber() || node.asLong() < least || node.asLong() > most) {
            throw new IllegalArgumentException(where + ": not a whole number from " + least + " to " + most);
        }
        return node.asLong();
    }

    private static GitHubRepository repository(JsonNode entry, String where) {
        try {
            if (entry.isTextual()) {
                return GitHubRepository.parse(entry.asText());
            }
            object(entry, where, REPOSITORY);
            GitHubRepository named = GitHubRepository.parse(text(entry.path("repository"), where + ".repository"));
            boolean releases = flag(entry, "releases", where);
            JsonNode changelog = entry.path("changelog");
            boolean wanted = !(changelog.isBoolean() && !changelog.asBoolean());
            Optional<String> path = changelog.isMissingNode() || changelog.isBoolean() ? Optional.empty()
                    : Optional.of(text(changelog, where + ".changelog"));
            return new GitHubRepository(named.owner(), named.name(), releases, wanted, path);
        } catch (IllegalArgumentException e) {
            throw e.getMessage().startsWith(where) ? e : new IllegalArgumentException(where + ": " + e.getMessage(), e);
        }
    }

    private static boolean flag(JsonNode entry, String key, String where) {
        JsonNode value = entry.path(key);
        if (value.isMissingNode()) {
            return true;
        }
        if (!value.isBoolean()) {
            throw new IllegalArgumentException(where + "." + key + ": not true or false");
        }
        return value.asBoolean();
    }

    private static void object(JsonNode node, String where, Set<String> keys) {
        requireObject(node, where);
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!keys.contains(key)) {
                throw new IllegalArgumentException(where + ": unknown key " + key + " (known: "
                        + String.join(", ", keys.stream().sorted().toList()) + ")");
            }
        }
    }

    private static void requireObject(JsonNode node, String where) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(where + ": not a mapping");
        }
    }

    private static List<JsonNode> list(JsonNode node, String where) {
        if (node.isMissingNode()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw new IllegalArgumentException(where + ": not a list");
        }
        List<JsonNode> items = new ArrayList<>();
        node.forEach(items::add);
        return items;
    }

    private static String text(JsonNode node, String where) {
        if (!node.isTextual() || node.asText().isBlank()) {
            throw new IllegalArgumentException(where + ": not a text");
        }
        return node.asText().strip();
    }

    /** An {@code http} or {@code https} URL, the only kind a base may be. */
    public static URI httpUrl(String value, String where) {
        try {
            URI url = new URI(value);
            if (!"https".equalsIgnoreCase(url.getScheme()) && !"http".equalsIgnoreCase(url.getScheme())
                    || url.getHost() == null) {
                throw new IllegalArgumentException(where + ": not an http(s) URL: " + value);
            }
            return url;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(where + ": not a URL: " + value, e);
        }
    }
}
