package io.cis.loader.fetch;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.cis.engine.snapshot.SnapshotFiles;
import io.cis.loader.SampleFeeds;
import io.cis.loader.fetch.github.GitHubStandIn;
import io.cis.loader.fetch.registries.RegistryStandIn;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The upstream of every source at once, on loopback stand-ins that serve the real samples in the upstreams' URL
 * layouts: EPSS, KEV, SPDX, the OSV export (built from the samples' {@code osv/osv-vulnerabilities/}), OSADL, the
 * purl2cpe and crypto repository archives and the CVE List's release on {@link UpstreamStandIn}; NVD's CVE API on
 * {@link NvdApiStandIn}; the GitHub releases, changelogs, contributors and profiles on {@link GitHubStandIn}; every
 * package registry's recorded answers, and node-rsa's packument and tarball for the archive scan, on
 * {@link RegistryStandIn}. As created they serve the samples as they are, so that what a fetch brings builds like the
 * samples; {@link #change()} moves every upstream to a new state in which each source has files changed, added or
 * dropped. {@link #config(Path)} writes the configuration ({@code --config}) that points {@code cis fetch} at them,
 * and beside it the list of components ({@code --components}) whose registry documents and archives are fetched.
 */
public final class SampleUpstreams implements AutoCloseable {

    /** Every source, in the order fetch runs them. */
    public static final List<String> SOURCES = List.of("epss", "kev", "spdx", "osv", "nvd", "cve5", "osadl", "purl2cpe",
            "crypto", "npm", "maven", "pypi", "crates", "go", "nuget", "rubygems", "packagist", "hex", "pub",
            "github-releases", "changelog", "github-contributors", "archive-scan");
    /**
     * The sources whose every answer the samples hold, so that what they fetch from these stand-ins is the samples'
     * copy file for file: the others are asked about components and repositories the samples answer only in part,
     * (a repository a registry document links to that the samples record nothing of is answered 404 and passed over
     * with a note; the npm registry serves node-rsa for the archive scan).
     */
    public static final List<String> WHOLE_IN_SAMPLES = List.of("epss", "kev", "spdx", "osv", "nvd", "cve5", "osadl",
            "purl2cpe", "crypto", "github-releases", "changelog");
    /** The NVD API key the stand-in expects (any key lifts the anonymous rate). */
    static final String NVD_KEY = "stand-in-key";

    private static final Path SAMPLES = SampleFeeds.root();
    private static final String PURL2CPE_COMMIT = "ebede2f8eff2d7a8b31a0e0af5cd9473c1d0d209";
    private static final String CRYPTO_COMMIT = "24a39ee229f125991c19f23833cf0221c76e274a";
    private static final Instant ZIP_TIME = Instant.parse("2026-07-08T00:00:00Z");
    /** The list of components beside the configuration. */
    private static final String COMPONENTS = "components.txt";
    /** A real package archive and its real packument, for the archive scan (the registry samples hold none). */
    private static final String ARCHIVES = "/io/cis/loader/fetch/archives/";
    private static final String NODE_RSA = "pkg:npm/node-rsa@1.1.1";
    private static final String NODE_RSA_TARBALL = "/npm/node-rsa/-/node-rsa-1.1.1.tgz";
    /** The recorded answer for a package whose answer {@link #change()} drops from its registry. */
    private static final String DROPPED_PACKAGE = "/npm/request";

    private final ObjectMapper json = new ObjectMapper();
    private final ManualClock nvdTime;
    private final UpstreamStandIn files;
    private final NvdApiStandIn nvd;
    private final GitHubStandIn github;
    private final RegistryStandIn registries;
    private final int spdxLicenses;
    /** The export as served: per ecosystem, each record by id. */
    private final Map<String, Map<String, byte[]>> export = new TreeMap<>();
    /** The repositories whose release lists the samples hold ({@code github-releases/github/<owner>/<repo>/}). */
    private final List<String> releases = new ArrayList<>();
    /** The changelogs as served: repository to file name to bytes. */
    private final Map<String, Map<String, byte[]>> changelogs = new TreeMap<>();
    /** The repositories whose contributors the samples hold ({@code registries/github/repos/<owner>/<repo>/}). */
    private final List<String> contributors = new ArrayList<>();

    /** Every sample, the whole SPDX list included. */
    public SampleUpstreams() throws IOException {
        this(Integer.MAX_VALUE);
    }

    /**
     * The samples with the SPDX list cut to its first {@code spdxLicenses} licenses and exceptions (fewer requests for
     * tests that fetch many times). NVD's time is an hour ago, so that a change stamped after it is in the window a
     * fetch asks for up to now.
     */
    public SampleUpstreams(int spdxLicenses) throws IOException {
        this.spdxLicenses = spdxLicenses;
        nvdTime = new ManualClock(Instant.now().minus(Duration.ofHours(1)).truncatedTo(ChronoUnit.SECONDS));
        files = new UpstreamStandIn();
        nvd = new NvdApiStandIn(nvdTime);
        github = new GitHubStandIn(Instant.now());
        // no wait for GitHub's hourly limit: the tests fetch more than 60 times an hour
        github.remaining(1_000_000);
        registries = RegistryStandIn.ofSamples(SAMPLES);
        serveSamples();
    }

    /**
     * The configuration file that sends every source to its stand-in: the mirrors, the GitHub API and the
     * repositories whose releases, changelogs and contributors are fetched, the registries, and the bases of the
     * archives the scan fetches; and beside it the components list {@link #fetchArguments} names: every package of the
     * registry samples, and node-rsa, whose archive is scanned.
     */
    public Path config(Path file) throws IOException {
        StringBuilder yaml = new StringBuilder("mirrors:\n");
        Map<String, String> mirrors = new LinkedHashMap<>();
        for (String source : List.of("epss", "kev", "spdx", "osv", "cve5", "osadl", "purl2cpe", "crypto")) {
            mirrors.put(source, files.base(source + "/").toString());
        }
        mirrors.put("nvd", nvd.base().toString());
        mirrors.forEach((source, base) -> yaml.append("  ").append(source).append(": ").append(base).append('\n'));
        yaml.append("github:\n  api: ").append(github.base()).append("\n  repositories:\n");
        Set<String> repositories = new TreeSet<>(releases);
        repositories.addAll(changelogs.keySet());
        repositories.addAll(contributors);
        for (String slug : repositories) {
            yaml.append("    - repository: ").append(slug).append('\n');
            if (!releases.contains(slug)) {
                yaml.append("      releases: false\n");
            }
            if (!changelogs.containsKey(slug)) {
                yaml.append("      changelog: false\n");
            }
            if (!contributors.contains(slug)) {
                // the samples record no contributors of it: nothing to serve, so nothing is asked
                yaml.append("      contributors: false\n");
            }
        }
        yaml.append("registries:\n");
        registries.config().lines().filter(line -> !line.isBlank())
                .forEach(line -> yaml.append("  ").append(line).append('\n'));
        // npm tarballs and PyPI files from the stand-in, never from the hosts the documents name
        yaml.append("archives:\n  npm: ").append(registries.base("/npm/")).append("\n  pypi: ")
                .append(registries.base("/pypi-files/")).append('\n');
        Files.createDirectories(file.toAbsolutePath().getParent());
        List<String> components = new ArrayList<>(RegistryStandIn.SAMPLE_PURLS);
        components.add(NODE_RSA);
        Files.write(file.resolveSibling(COMPONENTS), components);
        return Files.writeString(file, yaml);
    }

    /**
     * The arguments of {@code cis fetch} into {@code feeds} from these stand-ins, configured by {@code config} (as
     * {@link #config} wrote it, with the components list beside it), the archive scan asked for.
     */
    public List<String> fetchArguments(Path feeds, Path config) {
        return List.of("--out", feeds.toString(), "--config", config.toString(), "--nvd-api-key", NVD_KEY,
                "--components", config.resolveSibling(COMPONENTS).toString(), "--scan-archives");
    }

    /** Each source's folder, where the build reads it (fetch keeps it there as a whole). */
    public static Map<String, String> folders() {
        Map<String, String> folders = new LinkedHashMap<>();
        folders.put("epss", "epss");
        folders.put("kev", "kev");
        folders.put("spdx", "spdx/json");
        folders.put("osv", OsvSource.FOLDER);
        folders.put("nvd", NvdSource.FOLDER);
        folders.put("cve5", Cve5Source.FOLDER);
        folders.put("osadl", "osadl");
        folders.put("purl2cpe", "purl2cpe/data");
        folders.put("crypto", "crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms");
        folders.put("npm", "npm-packuments");
        folders.put("maven", "maven-metadata");
        for (String registry : List.of("pypi", "crates", "go", "nuget", "rubygems", "packagist", "hex", "pub")) {
            folders.put(registry, "registries/" + (registry.equals("crates") ? "crates.io" : registry));
        }
        folders.put("github-releases", "github-releases/github");
        folders.put("changelog", "release-notes/github");
        folders.put("github-contributors", "registries/github");
        folders.put("archive-scan", "archive-scan");
        return folders;
    }

    /** One request as one of the stand-ins saw it, in the terms every source shares. */
    record Seen(String what, boolean conditional, boolean incremental, int status, int records) {

        /** Whether the answer carried data: anything but 304 and 404 (no body), or an NVD page with records. */
        boolean transferredData() {
            return status != 304 && status != 404 && (!incremental || records > 0);
        }
    }

    /** Every request the stand-ins answered since they started or last forgot. */
    List<Seen> requests() {
        List<Seen> seen = new ArrayList<>();
        files.requests().forEach(request -> seen.add(new Seen(request.path(), request.conditional(), false,
                request.status(), 0)));
        nvd.requests().forEach(request -> seen.add(new Seen("nvd " + request.query(), false, request.windowed(),
                request.status(), request.records())));
        github.requests().forEach(request -> seen.add(new Seen("github " + request.path()
                + (request.query() == null ? "" : "?" + request.query()), request.conditional(), false,
                request.status(), 0)));
        registries.requests().forEach(request -> seen.add(new Seen("registry " + request.path(),
                request.conditional(), false, request.status(), 0)));
        return seen;
    }

    void forgetRequests() {
        files.forgetRequests();
        nvd.forgetRequests();
        github.forgetRequests();
        registries.forgetRequests();
    }

    /**
     * Moves every upstream to a new state: EPSS compressed anew; KEV's two files rewritten; an SPDX license dropped
     * from the list and another's details changed; an OSV record modified and another removed from the export; NVD
     * records reanalysed; a new CVE List delta; an OSADL checklist changed and another no longer published; a purl2cpe
     * product and a crypto algorithm gone from their archives (so the archive scan's keywords change too); a registry
     * answer gone (its package no longer in the registry) and every other JSON or XML answer rewritten (a POM's
     * published SHA-1 with it); a release gone from a list; a changelog grown; a contributor gone from a list.
     */
    public void change() throws IOException {
        files.serve("/epss/" + EpssSource.FILE, regzipped(files.content("/epss/" + EpssSource.FILE)));
        files.serve("/kev/" + KevSource.JSON, (new String(files.content("/kev/" + KevSource.JSON),
                StandardCharsets.UTF_8).strip() + "\n\n").getBytes(StandardCharsets.UTF_8));
        files.serve("/kev/" + KevSource.CSV, (new String(files.content("/kev/" + KevSource.CSV),
                StandardCharsets.UTF_8) + "\n").getBytes(StandardCharsets.UTF_8));

        ObjectNode licenses = (ObjectNode) json.readTree(files.content("/spdx/licenses.json"));
        ArrayNode list = (ArrayNode) licenses.get("licenses");
        list.remove(list.size() - 1);
        files.serve("/spdx/licenses.json", json.writeValueAsBytes(licenses));
        String changed = list.get(0).get("licenseId").asText() + ".json";
        files.serve("/spdx/" + changed, json.writerWithDefaultPrettyPrinter()
                .writeValueAsBytes(json.readTree(files.content("/spdx/" + changed))));

        Map<String, byte[]> redHat = export.get("Red Hat");
        String modifiedId = redHat.keySet().iterator().next();
        ObjectNode record = (ObjectNode) json.readTree(redHat.get(modifiedId));
        record.put("modified", "2026-07-01T00:00:00Z");
        redHat.put(modifiedId, json.writerWithDefaultPrettyPrinter().writeValueAsBytes(record));
        Map<String, byte[]> debian = export.get("Debian");
        String removed = debian.keySet().iterator().next();
        debian.remove(removed);
        files.remove("/osv/Debian/" + removed + ".json");
        publishExport();

        List<ObjectNode> records = NvdApiStandIn.sampleRecords(SAMPLES.resolve("nvd/nvd-api-2.0"));
        Instant reanalysed = nvdTime.instant().plus(Duration.ofMinutes(1));
        for (ObjectNode element : records.subList(0, 3)) {
            ObjectNode copy = element.deepCopy();
            ((ObjectNode) copy.get("cve")).put("lastModified", NvdApiStandIn.TIMESTAMP.format(reanalysed));
            ((ObjectNode) copy.get("cve").get("descriptions").get(0)).put("value", "Reanalysed on " + reanalysed
                    + ".");
            nvd.serve(copy);
        }

        serveCveRelease("cve_2026-07-08_0200Z", 201, zip(Map.of("deltaCves/CVE-2026-23522.json",
                Files.readAllBytes(SAMPLES.resolve("nvd/cve5-extra/CVE-2026-23522.json")))));

        List<Path> checklists = checklists();
        String grown = "/osadl/unreflicenses/" + checklists.get(0).getFileName();
        files.serve(grown, (new String(files.content(grown), StandardCharsets.UTF_8) + "\n")
                .getBytes(StandardCharsets.UTF_8));
        files.remove("/osadl/unreflicenses/" + checklists.get(1).getFileName());

        Map<String, byte[]> purl2cpe = tree(SAMPLES.resolve("purl2cpe/data"));
        String product = purl2cpe.keySet().stream().filter(name -> name.endsWith("/purls.yml")).findFirst()
                .orElseThrow();
        purl2cpe.remove(product);
        purl2cpe.remove(product.replace("purls.yml", "cpes.yml"));
        files.serve("/purl2cpe/archive/HEAD.zip", GitHubArchive.of("purl2cpe-main", "data/", purl2cpe,
                PURL2CPE_COMMIT));
        Map<String, byte[]> crypto = tree(cryptoSamples());
        crypto.remove(crypto.keySet().stream().filter(name -> name.startsWith("algorithms/")).findFirst()
                .orElseThrow());
        files.serve("/crypto/archive/HEAD.zip", GitHubArchive.of("crypto_algorithms_open_dataset-main",
                "definitions_crypto_algorithms/", crypto, CRYPTO_COMMIT));

        ArrayNode hyper = (ArrayNode) json.readTree(SAMPLES.resolve("github-releases/github/zeit/hyper/releases.json")
                .toFile());
        hyper.remove(0);
        github.releases("zeit/hyper", hyper);
        byte[] history = changelogs.get("expressjs/express").get("History.md");
        github.file("expressjs/express", "History.md", ("2026-07-08 / 9.9.9\n==================\n\n  * a release"
                + " that came after the samples\n\n" + new String(history, StandardCharsets.UTF_8))
                .getBytes(StandardCharsets.UTF_8));
        for (String slug : contributors) {
            ArrayNode people = (ArrayNode) json.readTree(SAMPLES.resolve("registries/github/repos/" + slug
                    + "/contributors").toFile());
            people.remove(people.size() - 1);
            github.contributors(slug, json.writeValueAsBytes(people));
        }

        registries.remove(DROPPED_PACKAGE);
        for (String path : registries.paths()) {
            if (!path.equals(NODE_RSA_TARBALL)) {
                rewritten(path);
            }
        }
    }

    /**
     * The registry answer at {@code path} with a line end added, when it is a JSON, XML or go.mod document (other
     * bytes, the same data), and the SHA-1 published beside it made its new one.
     */
    private void rewritten(String path) throws IOException {
        byte[] content = registries.content(path).orElseThrow();
        boolean document = path.endsWith(".xml") || path.endsWith(".pom") || path.endsWith(".mod");
        if (!document && !oneJsonValue(content)) {
            return;
        }
        byte[] changed = (new String(content, StandardCharsets.UTF_8) + "\n").getBytes(StandardCharsets.UTF_8);
        registries.serve(path, changed);
        if (registries.content(path + ".sha1").isPresent()) {
            try {
                registries.serve(path + ".sha1", HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1")
                        .digest(changed)).getBytes(StandardCharsets.US_ASCII));
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java platform has SHA-1", e);
            }
        }
    }

    /** Whether {@code content} is one JSON value (a document, not lines of them such as a sparse index file). */
    private boolean oneJsonValue(byte[] content) {
        try {
            return json.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readTree(content)
                    .isContainerNode();
        } catch (IOException e) {
            return false;
        }
    }

    private void serveSamples() throws IOException {
        files.serve("/epss/" + EpssSource.FILE, Files.readAllBytes(SAMPLES.resolve("epss/epss_scores-2025-08-15.csv"
                + ".gz")));
        // the catalog's JSON form where the samples have it (it dates the feed; the build reads the CSV)
        Path kevJson = SAMPLES.resolve("kev/" + KevSource.JSON);
        files.serve("/kev/" + KevSource.JSON, Files.exists(kevJson) ? Files.readAllBytes(kevJson)
                : resource(KevSource.JSON));
        files.serve("/kev/" + KevSource.CSV, Files.readAllBytes(SAMPLES.resolve("kev/" + KevSource.CSV)));

        Path spdx = SampleFeeds.spdx();
        files.serve("/spdx/licenses.json", cut(Files.readAllBytes(spdx.resolve("licenses.json")), "licenses"));
        files.serve("/spdx/exceptions.json", cut(Files.readAllBytes(spdx.resolve("exceptions.json")), "exceptions"));
        for (String folder : List.of("details", "exceptions")) {
            for (Path file : regularFiles(spdx.resolve(folder))) {
                files.serve("/spdx/" + file.getFileName(), Files.readAllBytes(file));
            }
        }

        Path osv = SAMPLES.resolve("osv/osv-vulnerabilities");
        try (Stream<Path> ecosystems = Files.list(osv)) {
            for (Path ecosystem : ecosystems.filter(Files::isDirectory).sorted().toList()) {
                Map<String, byte[]> records = new TreeMap<>();
                for (Path file : regularFiles(ecosystem)) {
                    byte[] content = Files.readAllBytes(file);
                    records.put(json.readTree(content).get("id").asText(), content);
                }
                export.put(ecosystem.getFileName().toString(), records);
            }
        }
        publishExport();

        NvdApiStandIn.sampleRecords(SAMPLES.resolve("nvd/nvd-api-2.0")).forEach(nvd::serve);
        serveCveRelease("cve_2026-07-08_0100Z", 101, null);

        Path osadl = SAMPLES.resolve("osadl");
        files.serve("/osadl/" + OsadlSource.MATRIX, Files.readAllBytes(osadl.resolve("matrix/" + OsadlSource.MATRIX)));
        for (Path checklist : checklists()) {
            files.serve("/osadl/unreflicenses/" + checklist.getFileName(), Files.readAllBytes(checklist));
        }

        files.serve("/purl2cpe/archive/HEAD.zip", GitHubArchive.of("purl2cpe-main", "data/",
                tree(SAMPLES.resolve("purl2cpe/data")), PURL2CPE_COMMIT));
        files.serve("/crypto/archive/HEAD.zip", GitHubArchive.of("crypto_algorithms_open_dataset-main",
                "definitions_crypto_algorithms/", tree(cryptoSamples()), CRYPTO_COMMIT));

        Path lists = SAMPLES.resolve("github-releases/github");
        for (Path list : regularFiles(lists)) {
            Path relative = lists.relativize(list);
            if (relative.getNameCount() == 3 && list.getFileName().toString().equals("releases.json")) {
                String slug = relative.getName(0) + "/" + relative.getName(1);
                releases.add(slug);
                github.releases(slug, json.readTree(list.toFile()));
            }
        }
        Path people = SAMPLES.resolve("registries/github");
        for (Path list : regularFiles(people.resolve("repos"))) {
            Path relative = people.resolve("repos").relativize(list);
            String slug = relative.getName(0) + "/" + relative.getName(1);
            contributors.add(slug);
            github.contributors(slug, Files.readAllBytes(list));
        }
        for (Path profile : regularFiles(people.resolve("users"))) {
            github.user(profile.getFileName().toString(), Files.readAllBytes(profile));
        }
        Path notes = SAMPLES.resolve("release-notes/github");
        for (Path file : regularFiles(notes)) {
            Path relative = notes.relativize(file);
            String slug = relative.getName(0) + "/" + relative.getName(1);
            changelogs.computeIfAbsent(slug, key -> new TreeMap<>()).put(file.getFileName().toString(),
                    Files.readAllBytes(file));
            github.file(slug, file.getFileName().toString(), Files.readAllBytes(file));
        }
        registries.serve("/npm/node-rsa", resource(ARCHIVES + "node-rsa.packument.json"));
        registries.serve(NODE_RSA_TARBALL, resource(ARCHIVES + "node-rsa-1.1.1.tgz"));
    }

    /** The export as the bucket lays it out: {@code ecosystems.txt}, and per ecosystem its zip, index and records. */
    private void publishExport() throws IOException {
        files.serve("/osv/ecosystems.txt", (String.join("\n", export.keySet()) + "\n")
                .getBytes(StandardCharsets.UTF_8));
        for (Map.Entry<String, Map<String, byte[]>> ecosystem : export.entrySet()) {
            String folder = "/osv/" + ecosystem.getKey() + "/";
            Map<String, byte[]> entries = new TreeMap<>();
            List<String> index = new ArrayList<>();
            for (Map.Entry<String, byte[]> record : ecosystem.getValue().entrySet()) {
                entries.put(record.getKey() + ".json", record.getValue());
                index.add(json.readTree(record.getValue()).get("modified").asText() + "," + record.getKey());
                files.serve(folder + record.getKey() + ".json", record.getValue());
            }
            index.sort(Comparator.reverseOrder());
            files.serve(folder + "all.zip", zip(entries));
            files.serve(folder + "modified_id.csv", (String.join("\n", index) + "\n")
                    .getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The CVE List's latest release: the samples' records as the baseline, with {@code delta} when there is one. */
    private void serveCveRelease(String tag, int firstAsset, byte[] delta) throws IOException {
        Map<String, byte[]> tree = new TreeMap<>();
        Path cvelist = SAMPLES.resolve("nvd/cvelistV5");
        for (Path file : regularFiles(cvelist)) {
            if (file.toString().endsWith(".json")) {
                tree.put(cvelist.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
            }
        }
        byte[] baseline = zip(Map.of("cves.zip", zip(tree)));
        ObjectNode release = json.createObjectNode().put("tag_name", tag);
        ArrayNode assets = release.putArray("assets");
        assets.add(asset(firstAsset, "2026-07-08_all_CVEs_at_midnight.zip.zip", baseline));
        files.serve("/cve5/releases/assets/" + firstAsset, baseline);
        if (delta != null) {
            // the delta of the hour the tag names: cve_2026-07-08_0200Z has 2026-07-08_delta_CVEs_at_0200Z.zip
            assets.add(asset(firstAsset + 1, "2026-07-08_delta_CVEs_at_" + tag.substring(tag.lastIndexOf('_') + 1)
                    + ".zip", delta));
            files.serve("/cve5/releases/assets/" + (firstAsset + 1), delta);
        }
        files.serve("/cve5/releases/latest", json.writeValueAsBytes(release));
    }

    private ObjectNode asset(long id, String name, byte[] content) {
        return json.createObjectNode().put("id", id).put("name", name).put("size", content.length)
                .put("digest", "sha256:" + HexFormat.of().formatHex(SnapshotFiles.newDigest().digest(content)));
    }

    /** The list with its array cut to the first licenses (or exceptions) this stand-in serves. */
    private byte[] cut(byte[] list, String array) throws IOException {
        ObjectNode root = (ObjectNode) json.readTree(list);
        ArrayNode entries = (ArrayNode) root.get(array);
        if (entries.size() <= spdxLicenses) {
            return list;
        }
        while (entries.size() > spdxLicenses) {
            entries.remove(entries.size() - 1);
        }
        return json.writeValueAsBytes(root);
    }

    /** The OSADL checklists the samples hold as text (the JSON forms are derived by the build, not fetched). */
    private static List<Path> checklists() throws IOException {
        return regularFiles(SAMPLES.resolve("osadl/checklists")).stream()
                .filter(file -> file.toString().endsWith(".txt")).toList();
    }

    private static Path cryptoSamples() {
        return SAMPLES.resolve("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms");
    }

    private static List<Path> regularFiles(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static Map<String, byte[]> tree(Path root) throws IOException {
        Map<String, byte[]> tree = new TreeMap<>();
        for (Path file : regularFiles(root)) {
            tree.put(root.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
        }
        return tree;
    }

    private static byte[] zip(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, byte[]> entry : new TreeMap<>(entries).entrySet()) {
                ZipEntry zipped = new ZipEntry(entry.getKey());
                // a fixed time, so that an archive made twice is the same bytes
                zipped.setTime(ZIP_TIME.toEpochMilli());
                zip.putNextEntry(zipped);
                zip.write(entry.getValue());
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** The same data compressed anew: other bytes. */
    private static byte[] regzipped(byte[] gzip) throws IOException {
        byte[] plain;
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip))) {
            plain = in.readAllBytes();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes) {
            {
                def.setLevel(Deflater.BEST_SPEED);
            }
        }) {
            out.write(plain);
        }
        return bytes.toByteArray();
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = SampleUpstreams.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    @Override
    public void close() {
        files.close();
        nvd.close();
        github.close();
        registries.close();
    }
}
