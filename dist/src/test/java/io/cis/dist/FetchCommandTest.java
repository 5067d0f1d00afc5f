package io.cis.dist;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code cis fetch} as an operator runs it from the jar's entry point, and the build reading what it fetched. */
class FetchCommandTest {

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void aDryRunNamesTheRealUpstreamOfEverySourceInFetchOrder() {
        Path feeds = dir.resolve("feeds");

        Run run = run("fetch", "--out", feeds.toString(), "--dry-run");
        String noRepository = "no repository listed under github.repositories (--config FILE), and none linked from"
                + " the registry documents in " + feeds + ")";

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out().lines()).containsExactly(
                "epss: https://epss.empiricalsecurity.com/ -> " + feeds,
                "kev: https://www.cisa.gov/sites/default/files/feeds/ -> " + feeds,
                "spdx: https://spdx.org/licenses/ -> " + feeds,
                "osv: https://osv-vulnerabilities.storage.googleapis.com/ -> " + feeds,
                "nvd: https://services.nvd.nist.gov/rest/json/cves/ -> " + feeds,
                "cve5: https://api.github.com/repos/CVEProject/cvelistV5/ -> " + feeds,
                "osadl: https://www.osadl.org/fileadmin/checklists/ -> " + feeds,
                "purl2cpe: https://github.com/scanoss/purl2cpe/ -> " + feeds,
                "crypto: https://github.com/scanoss/crypto_algorithms_open_dataset/ -> " + feeds,
                "npm: not-configured -> " + feeds + " (skipped: no component of type npm named (--sbom FILE,"
                        + " --components FILE))",
                "maven: not-configured -> " + feeds + " (skipped: no component of type maven named (--sbom FILE,"
                        + " --components FILE))",
                "pypi: not-configured -> " + feeds + " (skipped: no component of type pypi named (--sbom FILE,"
                        + " --components FILE))",
                "crates: not-configured -> " + feeds + " (skipped: no component of type cargo named (--sbom FILE,"
                        + " --components FILE))",
                "go: not-configured -> " + feeds + " (skipped: no component of type golang named (--sbom FILE,"
                        + " --components FILE))",
                "nuget: not-configured -> " + feeds + " (skipped: no component of type nuget named (--sbom FILE,"
                        + " --components FILE))",
                "rubygems: not-configured -> " + feeds + " (skipped: no component of type gem named (--sbom FILE,"
                        + " --components FILE))",
                "packagist: not-configured -> " + feeds + " (skipped: no component of type composer named"
                        + " (--sbom FILE, --components FILE))",
                "hex: not-configured -> " + feeds + " (skipped: no component of type hex named (--sbom FILE,"
                        + " --components FILE))",
                "pub: not-configured -> " + feeds + " (skipped: no component of type pub named (--sbom FILE,"
                        + " --components FILE))",
                "github-releases: https://api.github.com/ -> " + feeds + " (skipped: " + noRepository,
                "changelog: https://api.github.com/ -> " + feeds + " (skipped: " + noRepository,
                "github-contributors: https://api.github.com/ -> " + feeds + " (skipped: " + noRepository,
                "archive-scan: urn:cis:package-archives -> " + feeds
                        + " (skipped: opt-in, not asked for (--scan-archives))");
        assertThat(feeds).doesNotExist();
    }

    @Test
    void theEpssFileFetchedFromAMirrorIsWhatTheBuildThenReads() throws Exception {
        byte[] scores = Files.readAllBytes(Path.of(System.getProperty("cis.sample.feeds"))
                .resolve("epss/epss_scores-2025-08-15.csv.gz"));
        HttpServer mirror = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        mirror.createContext("/epss/epss_scores-current.csv.gz", exchange -> {
            exchange.sendResponseHeaders(200, scores.length);
            exchange.getResponseBody().write(scores);
            exchange.close();
        });
        mirror.start();
        Path feeds = dir.resolve("feeds");
        try {
            Run fetch = run("fetch", "--out", feeds.toString(), "--only", "epss", "--mirror",
                    "epss=http://127.0.0.1:" + mirror.getAddress().getPort() + "/epss/");

            assertThat(fetch.exit()).as(fetch.err()).isZero();
            assertThat(fetch.out()).contains("epss: 1 file(s), 1 transferred").contains("data date 2025-08-15");
        } finally {
            mirror.stop(0);
        }
        assertThat(feeds.resolve("epss/epss_scores-current.csv.gz")).hasBinaryContent(scores);
        assertThat(feeds.resolve("fetch-manifest.json")).content().contains("\"data_date\" : \"2025-08-15\"")
                .contains("\"retrieved_at\"").contains("\"last_modified\"");

        Run build = run("build", "--feeds", feeds.toString(), "--out", dir.resolve("snapshot").toString());

        assertThat(build.exit()).as(build.err()).isZero();
        assertThat(build.out()).containsPattern("epss\\s+\\S+\\s+103\\s+0\\s+2025-08-15");
    }

    @Test
    void anUnknownSourceFailsWithOneLineAndExitCode1() {
        Run run = run("fetch", "--out", dir.toString(), "--only", "cvss");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("fetch failed: unknown source cvss (known: epss, kev, spdx, osv, nvd, cve5,"
                + " osadl, purl2cpe, crypto, npm, maven, pypi, crates, go, nuget, rubygems, packagist, hex, pub,"
                + " github-releases, changelog, github-contributors, archive-scan)" + System.lineSeparator());
    }
}
