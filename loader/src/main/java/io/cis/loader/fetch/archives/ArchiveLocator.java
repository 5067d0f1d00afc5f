package io.cis.loader.fetch.archives;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.packageurl.MalformedPackageURLException;
import com.github.packageurl.PackageURL;
import io.cis.loader.build.FeedFiles;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Where the archive of a component version is: for npm, the {@code dist.tarball} of its packument in
 * {@code npm-packuments/} (checked against the packument's {@code dist.integrity} SHA-512, else its {@code shasum});
 * for PyPI, the release's source distribution in the recorded JSON API answer ({@code registries/pypi/pypi/<project>/
 * <version>/json}, else {@code .../<project>/json}), else its first wheel, a pure-Python one ({@code -none-any})
 * first, checked against its SHA-256; for Maven, the sources jar below the configured base; for crates, the crate
 * below the configured base, checked against the crate API answer's {@code checksum} when the feeds folder has it.
 * Other package types have no archive this scan reads. Every "not found" comes with its reason.
 */
public final class ArchiveLocator {

    /** A version's archive, or the reason none is known. */
    public record Located(Optional<PackageArchive> archive, String reason) {

        static Located at(PackageArchive archive) {
            return new Located(Optional.of(archive), "");
        }

        static Located none(String reason) {
            return new Located(Optional.empty(), reason);
        }
    }

    private final Path feedsDir;
    private final ArchiveBases bases;
    private final ObjectMapper json;
    private final Set<String> npmNames = new HashSet<>();
    /** The versions' {@code dist} objects of the wanted npm packages, read at the first npm look-up. */
    private Map<String, JsonNode> packuments;

    /** @param purls the versions that will be looked up (their npm packuments are read once, for those alone) */
    public ArchiveLocator(Path feedsDir, ArchiveBases bases, ObjectMapper json, List<String> purls) {
        this.feedsDir = feedsDir;
        this.bases = bases;
        this.json = json;
        for (String purl : purls) {
            try {
                PackageURL parsed = new PackageURL(purl);
                if ("npm".equals(parsed.getType())) {
                    npmNames.add(npmName(parsed));
                }
            } catch (MalformedPackageURLException e) {
                // reported when it is looked up
            }
        }
    }

    public Located locate(String purl) {
        PackageURL parsed;
        try {
            parsed = new PackageURL(purl);
        } catch (MalformedPackageURLException e) {
            return Located.none("not a package URL (" + e.getMessage() + ")");
        }
        String version = parsed.getVersion();
        if (version == null || version.isEmpty()) {
            return Located.none("no version: the archive of a version is scanned");
        }
        try {
            return switch (parsed.getType()) {
                case "npm" -> npm(purl, npmName(parsed), parsed.getName(), version);
                case "pypi" -> pypi(purl, parsed.getName(), version);
                case "maven" -> maven(purl, parsed.getNamespace(), parsed.getName(), version);
                case "cargo" -> crate(purl, parsed.getName(), version);
                default -> Located.none("no archive scan for pkg:" + parsed.getType() + " (npm, pypi, maven and"
                        + " cargo are scanned)");
            };
        } catch (IOException e) {
            return Located.none("its registry document cannot be read (" + e.getMessage() + ")");
        }
    }

    private Located npm(String purl, String name, String unscoped, String version) throws IOException {
        JsonNode versions = packuments().get(name);
        if (versions == null) {
            return Located.none("no packument of " + name + " in npm-packuments/");
        }
        JsonNode dist = versions.path(version).path("dist");
        if (!versions.has(version)) {
            return Located.none("version " + version + " is not in the packument of " + name);
        }
        String tarball = dist.path("tarball").asText("");
        String file = tarball.isEmpty() ? unscoped + "-" + version + ".tgz"
                : tarball.substring(tarball.lastIndexOf('/') + 1);
        URI url;
        if (bases.npm().isPresent()) {
            url = bases.npm().get().resolve(encoded(name) + "/-/" + file);
        } else if (!tarball.isEmpty()) {
            url = http(tarball);
            if (url == null) {
                return Located.none("the packument's dist.tarball is not an http(s) URL: " + tarball);
            }
        } else {
            return Located.none("the packument of " + name + " names no dist.tarball for " + version
                    + ", and no archives.npm base is configured");
        }
        for (String integrity : dist.path("integrity").asText("").split("\\s+")) {
            if (integrity.startsWith("sha512-")) {
                try {
                    return Located.at(new PackageArchive(purl, url, "SHA-512",
                            Base64.getDecoder().decode(integrity.substring(7))));
                } catch (IllegalArgumentException e) {
                    return Located.none("the packument's dist.integrity is not base64: " + integrity);
                }
            }
        }
        String shasum = dist.path("shasum").asText("");
        if (shasum.matches("[0-9a-fA-F]{40}")) {
            return Located.at(new PackageArchive(purl, url, "SHA-1", HexFormat.of().parseHex(shasum.toLowerCase(
                    Locale.ROOT))));
        }
        return Located.at(new PackageArchive(purl, url, "", new byte[0]));
    }

    private Located pypi(String purl, String project, String version) throws IOException {
        Optional<Path> folder = pypiFolder(project);
        if (folder.isEmpty()) {
            return Located.none("no PyPI JSON API answer for " + project + " in registries/pypi/pypi/");
        }
        JsonNode files = null;
        Path release = folder.get().resolve(version).resolve("json");
        if (Files.isRegularFile(release)) {
            files = read(release).path("urls");
        } else if (Files.isRegularFile(folder.get().resolve("json"))) {
            files = read(folder.get().resolve("json")).path("releases").path(version);
        }
        if (files == null || !files.isArray() || files.isEmpty()) {
            return Located.none("the PyPI answers for " + project + " list no file of " + version);
        }
        JsonNode chosen = choose(files);
        URI address = http(chosen.path("url").asText(""));
        if (address == null) {
            return Located.none("the PyPI file of " + project + " " + version + " has no http(s) url");
        }
        URI url = bases.pypi().map(base -> base.resolve(address.getRawPath().replaceFirst("^/+", "")))
                .orElse(address);
        String sha256 = chosen.path("digests").path("sha256").asText("");
        return sha256.matches("[0-9a-fA-F]{64}")
                ? Located.at(new PackageArchive(purl, url, "SHA-256", HexFormat.of().parseHex(sha256.toLowerCase(
                        Locale.ROOT))))
                : Located.at(new PackageArchive(purl, url, "", new byte[0]));
    }

    /** The source distribution (a {@code .tar.gz} before others), else a pure-Python wheel, else the first file. */
    private static JsonNode choose(JsonNode files) {
        List<JsonNode> ranked = new ArrayList<>();
        files.forEach(ranked::add);
        ranked.sort(java.util.Comparator.comparingInt(ArchiveLocator::rank));
        return ranked.get(0);
    }

    private static int rank(JsonNode file) {
        String type = file.path("packagetype").asText("");
        String name = file.path("filename").asText("");
        if ("sdist".equals(type)) {
            return name.endsWith(".tar.gz") ? 0 : 1;
        }
        if ("bdist_wheel".equals(type)) {
            return name.endsWith("-none-any.whl") ? 2 : 3;
        }
        return 4;
    }

    private Located maven(String purl, String group, String artifact, String version) {
        if (bases.maven().isEmpty()) {
            return Located.none("no archives.maven base is configured for Maven sources jars");
        }
        if (group == null || group.isEmpty()) {
            return Located.none("a Maven purl names its group as the namespace");
        }
        String path = String.join("/", encodedSegments(group.replace('.', '/'))) + "/" + encoded(artifact) + "/"
                + encoded(version) + "/" + encoded(artifact + "-" + version + "-sources.jar");
        return Located.at(new PackageArchive(purl, bases.maven().get().resolve(path), "", new byte[0]));
    }

    private Located crate(String purl, String name, String version) throws IOException {
        if (bases.crates().isEmpty()) {
            return Located.none("no archives.crates base is configured for crates");
        }
        URI url = bases.crates().get().resolve(encoded(name) + "/" + encoded(name + "-" + version + ".crate"));
        Path api = feedsDir.resolve("registries/crates.io/api/v1/crates").resolve(name);
        if (Files.isRegularFile(api)) {
            for (JsonNode entry : read(api).path("versions")) {
                String checksum = entry.path("checksum").asText("");
                if (version.equals(entry.path("num").asText()) && checksum.matches("[0-9a-fA-F]{64}")) {
                    return Located.at(new PackageArchive(purl, url, "SHA-256", HexFormat.of().parseHex(
                            checksum.toLowerCase(Locale.ROOT))));
                }
            }
        }
        return Located.at(new PackageArchive(purl, url, "", new byte[0]));
    }

    /** The folder of a project's answers, its name compared as PEP 503 normalises it. */
    private Optional<Path> pypiFolder(String project) throws IOException {
        Path root = feedsDir.resolve("registries/pypi/pypi");
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        String wanted = pep503(project);
        try (Stream<Path> folders = Files.list(root)) {
            return folders.filter(Files::isDirectory)
                    .filter(folder -> pep503(folder.getFileName().toString()).equals(wanted))
                    .sorted().findFirst();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static String pep503(String name) {
        return name.replaceAll("[-_.]+", "-").toLowerCase(Locale.ROOT);
    }

    /** Every packument of {@code npm-packuments/} (plain or gzip) naming a wanted package: its {@code versions}. */
    private Map<String, JsonNode> packuments() throws IOException {
        if (packuments != null) {
            return packuments;
        }
        packuments = new HashMap<>();
        Path root = feedsDir.resolve("npm-packuments");
        if (npmNames.isEmpty() || !Files.isDirectory(root)) {
            return packuments;
        }
        // as the build lists them: through the link fetch publishes the folder by, hidden folders skipped
        List<Path> files = FeedFiles.under(root, file -> Files.isRegularFile(file)
                && !file.getFileName().toString().startsWith("."));
        for (Path file : files) {
            JsonNode packument;
            try {
                packument = read(file);
            } catch (IOException e) {
                continue; // not a packument the build could read either; the build says so
            }
            String name = packument.path("name").asText("");
            if (npmNames.contains(name) && packument.path("versions").isObject()) {
                packuments.putIfAbsent(name, packument.path("versions"));
            }
        }
        return packuments;
    }

    private JsonNode read(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            in.mark(2);
            int first = in.read();
            int second = in.read();
            in.reset();
            InputStream body = first == 0x1f && second == 0x8b ? new GZIPInputStream(in) : in;
            return json.readTree(body);
        }
    }

    private static String npmName(PackageURL purl) {
        String namespace = purl.getNamespace();
        return namespace == null || namespace.isEmpty() ? purl.getName() : namespace + "/" + purl.getName();
    }

    private static URI http(String text) {
        try {
            URI url = new URI(text);
            return ("https".equalsIgnoreCase(url.getScheme()) || "http".equalsIgnoreCase(url.getScheme()))
                    && url.getHost() != null ? url : null;
        } catch (URISyntaxException e) {
            return null;
        }
    }

    /** Each {@code /}-separated segment percent-encoded ({@code @} of an npm scope kept). */
    private static String encoded(String path) {
        return String.join("/", encodedSegments(path));
    }

    private static List<String> encodedSegments(String path) {
        List<String> segments = new ArrayList<>();
        for (String segment : path.split("/", -1)) {
            segments.add(URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20").replace("%40", "@"));
        }
        return segments;
    }
}
