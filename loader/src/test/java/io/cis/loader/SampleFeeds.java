package io.cis.loader;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the repository's curated real feed samples (the demo snapshot's input). */
public final class SampleFeeds {

    private SampleFeeds() {
    }

    public static Path root() {
        String configured = System.getProperty("cis.sample.feeds");
        Path root = configured != null ? Path.of(configured) : Path.of("..", "dist", "src", "demo", "feeds");
        if (!Files.isDirectory(root)) {
            throw new IllegalStateException("sample feeds not found at " + root.toAbsolutePath());
        }
        return root;
    }

    public static Path spdx() {
        return root().resolve("spdx").resolve("json");
    }

    /** The npm registry package documents ({@code npm-packuments/}). */
    public static Path npm() {
        return root().resolve("npm-packuments");
    }

    /** The Maven repository files ({@code maven-metadata/}). */
    public static Path maven() {
        return root().resolve("maven-metadata");
    }

    /** The CycloneDX BOMs, in the bom-examples layout ({@code SBOM/...}, {@code CBOM/...}, {@code VEX/...}). */
    public static Path cyclonedx() {
        return root().resolve("sbom").resolve("cyclonedx");
    }

    public static Path cyclonedx(String relativeFile) {
        return cyclonedx().resolve(relativeFile);
    }

    /** The SCANOSS purl2cpe mappings, {@code data/<vendor>/<product>/{purls,cpes}.yml}. */
    public static Path purl2cpe() {
        return root().resolve("purl2cpe").resolve("data");
    }

    /** The NVD CVE API 2.0 responses, the NVD 1.1 feed and the CVE JSON 5 records ({@code nvd/}). */
    public static Path nvd() {
        return root().resolve("nvd");
    }

    /**
     * The OSV records, one folder per source in its upstream layout: {@code github-advisory-database/},
     * {@code pypa-advisory-database/} (YAML), {@code go-vulndb/}, {@code bitnami-vulndb/}.
     */
    public static Path osv() {
        return root().resolve("osv");
    }

    public static Path osv(String relativeFile) {
        return osv().resolve(relativeFile);
    }

    public static Path nvd(String relativeFile) {
        return nvd().resolve(relativeFile);
    }

    /** The FIRST EPSS daily files ({@code epss/}). */
    public static Path epss() {
        return root().resolve("epss");
    }

    public static Path epss(String fileName) {
        return epss().resolve(fileName);
    }

    /** The CISA Known Exploited Vulnerabilities catalog ({@code kev/}). */
    public static Path kev() {
        return root().resolve("kev");
    }

    public static Path kev(String fileName) {
        return kev().resolve(fileName);
    }

    /** The open crypto algorithm dataset ({@code algorithms/<Category>/*.yaml}, {@code definitions/...}). */
    public static Path cryptoDataset() {
        return root().resolve("crypto").resolve("crypto_algorithms_open_dataset").resolve("definitions_crypto_algorithms");
    }

    /** OSADL's compatibility matrix ({@code osadl/matrix/}) and obligation checklists ({@code osadl/checklists/}). */
    public static Path osadl() {
        return root().resolve("osadl");
    }

    /** The folder of catalog JSONL files. */
    public static Path catalog() {
        return root().resolve("catalog");
    }

    /** The catalog derived from the SCANOSS components fixtures (dist/src/demo/derive/README.md). */
    public static Path scanossCatalog() {
        return catalog().resolve("scanoss-components.jsonl");
    }

    /** The SARIF logs, {@code sarif/<type>/<namespace...>/<name>/<version>/*.sarif} (docs/feeds.md). */
    public static Path sarif() {
        return root().resolve("sarif");
    }

    public static Path sarif(String relativeFile) {
        return sarif().resolve(relativeFile);
    }

    /** The per-version algorithms derived from the SCANOSS cryptography fixtures (dist/src/demo/derive/README.md). */
    public static Path scanossCryptography() {
        return catalog().resolve("scanoss-cryptography.jsonl");
    }

    /** The declared contributor locations derived from the SCANOSS geoprovenance fixtures. */
    public static Path scanossGeoProvenance() {
        return catalog().resolve("scanoss-geoprovenance.jsonl");
    }

    /** The CHANGELOG / HISTORY files, {@code release-notes/<type>/<namespace>/<name>/*.md}. */
    public static Path releaseNotes(String relativeFile) {
        return root().resolve("release-notes").resolve(relativeFile);
    }

    /** The GitHub "list releases" responses, {@code github-releases/<type>/<namespace>/<name>/releases.json}. */
    public static Path githubReleases(String relativeFile) {
        return root().resolve("github-releases").resolve(relativeFile);
    }

    /** A registry's recorded responses, {@code registries/<registry>/<request path>} (docs/feeds.md). */
    public static Path registry(String folder) {
        return root().resolve("registries").resolve(folder);
    }
}
