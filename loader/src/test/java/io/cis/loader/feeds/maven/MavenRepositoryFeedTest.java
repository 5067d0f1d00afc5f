package io.cis.loader.feeds.maven;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Maven feed against the real sample files. Expected values are read from the files by the test itself (plain
 * text and regular expressions), not computed by the feed.
 */
class MavenRepositoryFeedTest {

    private static final String LOG4J_POM = "org/apache/logging/log4j/log4j-core/2.24.0/log4j-core-2.24.0.pom";
    private static final String DATABIND_METADATA = "com/fasterxml/jackson/core/jackson-databind/maven-metadata.xml";
    private static final String LOG4J = "pkg:maven/org.apache.logging.log4j/log4j-core";
    private static final String DATABIND = "pkg:maven/com.fasterxml.jackson.core/jackson-databind";
    private static final String TEXT = "pkg:maven/org.apache.commons/commons-text";

    private static CollectedFacts facts;
    private static FeedResult result;

    @BeforeAll
    static void loadSamples() throws FeedException {
        facts = new CollectedFacts();
        MavenRepositoryFeed feed = new MavenRepositoryFeed();
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sink(facts));
    }

    private static BuildSink sink(CollectedFacts into) {
        return new BuildSink(new SnapshotTables(), into, new CollectedVulnerabilities());
    }

    private static List<String> matches(String text, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        return matcher.results().map(m -> m.group(1)).toList();
    }

    /** The fact a POM reports for its version: the one with licenses (metadata facts about it have none). */
    private static VersionFacts fromPom(String purl, String version) {
        List<VersionFacts> withLicenses = facts.versions().stream()
                .filter(v -> v.purl().equals(purl) && v.version().equals(version) && !v.licenses().isEmpty())
                .toList();
        assertThat(withLicenses).as(purl + "@" + version + " from its POM").hasSize(1);
        return withLicenses.get(0);
    }

    private static ComponentFacts componentWithUrl(String purl) {
        return facts.components().stream().filter(c -> c.purl().equals(purl) && c.url() != null).findFirst().orElseThrow();
    }

    private static FeedResult loadOnly(Path dir) throws FeedException {
        return new MavenRepositoryFeed().load(dir, dir, sink(new CollectedFacts()));
    }

    private static Path copyOfPom(Path dir, String sample) throws IOException {
        Path target = dir.resolve(sample);
        Files.createDirectories(target.getParent());
        Files.copy(SampleFeeds.maven().resolve(sample), target);
        return target;
    }

    @Test
    void findsTheFolderUnderTheFeedsRootOrAsTheRootItself(@TempDir Path dir) throws IOException {
        MavenRepositoryFeed feed = new MavenRepositoryFeed();
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.maven().normalize());
        assertThat(feed.locate(SampleFeeds.maven())).contains(SampleFeeds.maven().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).isEmpty();
        assertThat(feed.locate(dir)).isEmpty();
        Files.createDirectory(dir.resolve("source-poms"));
        assertThat(feed.locate(dir)).contains(dir.normalize());
    }

    @Test
    void metadataReportsEveryListedVersionInFileOrderIncludingTheLateOnes() throws IOException {
        String xml = Files.readString(SampleFeeds.maven().resolve(DATABIND_METADATA));
        List<String> listed = matches(xml, "<version>([^<]+)</version>");
        assertThat(listed.subList(listed.size() - 2, listed.size())).containsExactly("2.4.6.1", "2.5.4");
        List<String> reported = facts.versions().stream()
                .filter(v -> v.purl().equals(DATABIND) && v.licenseExpression() == null && v.licenses().isEmpty())
                .map(VersionFacts::version).toList();
        assertThat(reported).containsExactlyElementsOf(listed);
        assertThat(facts.versions()).filteredOn(v -> v.purl().equals(DATABIND))
                .allSatisfy(v -> assertThat(v.releaseDate()).as("metadata has no release dates").isNull());
    }

    @Test
    void everyMetadataFileReportsItsArtifact() throws IOException {
        for (String file : List.of(DATABIND_METADATA, "org/apache/logging/log4j/log4j-core/maven-metadata.xml",
                "org/apache/commons/commons-text/maven-metadata.xml")) {
            String xml = Files.readString(SampleFeeds.maven().resolve(file));
            String purl = "pkg:maven/" + matches(xml, "<groupId>([^<]+)</groupId>").get(0) + "/"
                    + matches(xml, "<artifactId>([^<]+)</artifactId>").get(0);
            assertThat(facts.components()).extracting(ComponentFacts::purl).as(file).contains(purl);
            assertThat(facts.versions()).filteredOn(v -> v.purl().equals(purl)).extracting(VersionFacts::version)
                    .as(file).containsAll(matches(xml, "<version>([^<]+)</version>"));
        }
    }

    @Test
    void log4jCorePomDeclaresApacheAndTakesItsGroupFromTheParent() throws IOException {
        String pom = Files.readString(SampleFeeds.maven().resolve(LOG4J_POM));
        String ownElements = pom.substring(pom.indexOf("</parent>"), pom.indexOf("<licenses>"));
        assertThat(ownElements).as("no <groupId> of its own").doesNotContain("<groupId>");
        VersionFacts v = fromPom(LOG4J, "2.24.0");
        assertThat(v.licenseExpression()).isEqualTo("Apache-2.0");
        assertThat(v.licenses()).containsExactly("Apache-2.0");
        assertThat(v.releaseDate()).isNull();
    }

    @Test
    void theLog4jPomMatchesItsPublishedSha1AndIsRead() throws Exception {
        Path pom = SampleFeeds.maven().resolve(LOG4J_POM);
        String published = Files.readString(pom.resolveSibling(pom.getFileName() + ".sha1")).strip();
        String actual = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(pom)));
        assertThat(actual).isEqualTo(published);
        assertThat(facts.versions()).anySatisfy(v -> {
            assertThat(v.purl()).isEqualTo(LOG4J);
            assertThat(v.version()).isEqualTo("2.24.0");
        });
    }

    @Test
    void aFlippedByteInAPomFailsItsSha1CheckNamingTheFile(@TempDir Path dir) throws Exception {
        Path pom = copyOfPom(dir, LOG4J_POM);
        Files.copy(SampleFeeds.maven().resolve(LOG4J_POM + ".sha1"), dir.resolve(LOG4J_POM + ".sha1"));
        assertThat(loadOnly(dir).records()).as("the unchanged copy is accepted").isEqualTo(2);
        byte[] bytes = Files.readAllBytes(pom);
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(pom, bytes);
        assertThatThrownBy(() -> loadOnly(dir))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(pom.toString())
                .hasMessageContaining("SHA-1 mismatch");
    }

    @Test
    void aSha1FileWithoutAHashFailsNamingIt(@TempDir Path dir) throws IOException {
        copyOfPom(dir, LOG4J_POM);
        Path sha1 = dir.resolve(LOG4J_POM + ".sha1");
        Files.writeString(sha1, "<html>404 Not Found</html>");
        assertThatThrownBy(() -> loadOnly(dir))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(sha1.toString());
    }

    @Test
    void commonsTextDeclaresNoLicenseAndInheritsTheOneTheApacheParentTwoLevelsUpDeclares() throws IOException {
        String pom = Files.readString(SampleFeeds.maven().resolve("source-poms/commons-text-1.10.0.pom.xml"));
        assertThat(pom).doesNotContain("<licenses>");
        assertThat(matches(pom, "(?s)<parent>.*?<artifactId>([^<]+)</artifactId>")).containsExactly("commons-parent");
        String parent = Files.readString(SampleFeeds.maven().resolve("org/apache/commons/commons-parent/54/commons-parent-54.pom"));
        assertThat(parent).doesNotContain("<licenses>");
        assertThat(matches(parent, "(?s)<parent>.*?<artifactId>([^<]+)</artifactId>")).containsExactly("apache");
        String apache = Files.readString(SampleFeeds.maven().resolve("org/apache/apache/27/apache-27.pom"));
        List<String> declared = matches(apache, "(?s)<licenses>.*?<name>([^<]+)</name>");
        assertThat(declared).containsExactly("Apache License, Version 2.0");
        List<VersionFacts> fromText = facts.versions().stream()
                .filter(v -> v.purl().equals(TEXT) && v.version().equals("1.10.0") && !v.licenses().isEmpty()).toList();
        assertThat(fromText).singleElement().satisfies(v -> {
            assertThat(v.licenseExpression()).isEqualTo(declared.get(0));
            assertThat(v.licenses()).isEqualTo(declared);
        });
    }

    @Test
    void eachScmFieldComesFromTheNearestPomThatSetsIt() throws IOException {
        // log4j-core 2.24.0 -> log4j 2.24.0 (no <scm>) -> log4j-bom 2.24.0 (apache/logging-log4j2) -> logging-parent
        String core = Files.readString(SampleFeeds.maven().resolve(LOG4J_POM));
        String log4j = Files.readString(SampleFeeds.maven().resolve("org/apache/logging/log4j/log4j/2.24.0/log4j-2.24.0.pom"));
        String bom = Files.readString(SampleFeeds.maven().resolve("org/apache/logging/log4j/log4j-bom/2.24.0/log4j-bom-2.24.0.pom"));
        String top = Files.readString(SampleFeeds.maven().resolve("org/apache/logging/logging-parent/11.2.0/logging-parent-11.2.0.pom"));
        assertThat(core).doesNotContain("<scm");
        assertThat(log4j).doesNotContain("<scm");
        assertThat(matches(bom, "(?s)<scm[^>]*>.*?<url>([^<]+)</url>")).containsExactly("https://github.com/apache/logging-log4j2");
        assertThat(matches(top, "(?s)<scm>.*?<url>([^<]+)</url>")).containsExactly("https://github.com/apache/logging-parent");
        assertThat(facts.components()).filteredOn(c -> c.purl().equals(LOG4J) && c.sourcePurl() != null)
                .extracting(ComponentFacts::sourcePurl).containsOnly("pkg:github/apache/logging-log4j2");
        // commons-parent sets all three fields (gitbox), so the apache parent's GitHub <url> never reaches commons-text
        String apache = Files.readString(SampleFeeds.maven().resolve("org/apache/apache/27/apache-27.pom"));
        assertThat(matches(apache, "(?s)<scm>.*?<url>([^<]+)</url>").get(0)).contains("github.com/apache/maven-apache-parent");
    }

    @Test
    void theInheritanceChainStopsAtAParentTheFeedLacksAndAtACycle(@TempDir Path dir) throws Exception {
        copyOfPom(dir, LOG4J_POM);
        assertThat(componentsOf(dir, LOG4J)).extracting(ComponentFacts::sourcePurl).containsOnlyNulls();
        // log4j's parent made log4j-core itself: a cycle inherits nothing it does not hold and ends
        Path log4j = dir.resolve("org/apache/logging/log4j/log4j/2.24.0/log4j-2.24.0.pom");
        Files.createDirectories(log4j.getParent());
        Files.writeString(log4j, Files.readString(SampleFeeds.maven().resolve("org/apache/logging/log4j/log4j/2.24.0/log4j-2.24.0.pom"))
                .replaceFirst("<artifactId>log4j-bom</artifactId>", "<artifactId>log4j-core</artifactId>"));
        assertThat(componentsOf(dir, LOG4J)).extracting(ComponentFacts::sourcePurl).containsOnlyNulls();
    }

    private static List<ComponentFacts> componentsOf(Path dir, String purl) throws FeedException {
        CollectedFacts own = new CollectedFacts();
        new MavenRepositoryFeed().load(dir, dir, sink(own));
        return own.components().stream().filter(c -> c.purl().equals(purl)).toList();
    }

    @Test
    void commonsTextKeepsItsSiteAsUrlAndHasNoGitHubSource() {
        ComponentFacts text = componentWithUrl(TEXT);
        assertThat(text.url()).isEqualTo("https://commons.apache.org/proper/commons-text");
        assertThat(text.name()).isEqualTo("commons-text");
        assertThat(facts.components()).filteredOn(c -> c.purl().equals(TEXT))
                .allSatisfy(c -> assertThat(c.sourcePurl()).as("its <scm> is on gitbox.apache.org").isNull());
    }

    @Test
    void jacksonDatabindPomLinksItsGitHubRepositoryFromScm() {
        ComponentFacts databind = componentWithUrl(DATABIND);
        assertThat(databind.sourcePurl()).isEqualTo("pkg:github/fasterxml/jackson-databind");
        assertThat(databind.url()).as("the POM's <url>, as given").isEqualTo("http://github.com/FasterXML/jackson");
        VersionFacts v = fromPom(DATABIND, "2.13.2");
        assertThat(v.licenseExpression()).isEqualTo("The Apache Software License, Version 2.0");
    }

    @Test
    void resultNamesTheFolderCountsEveryFactAndDatesTheFeedByTheLatestUpdate() throws IOException {
        String latest;
        try (Stream<Path> walk = Files.walk(SampleFeeds.maven())) {
            latest = walk.filter(p -> p.getFileName().toString().equals("maven-metadata.xml"))
                    .flatMap(p -> {
                        try {
                            return matches(Files.readString(p), "<lastUpdated>(\\d{8})\\d{6}</lastUpdated>").stream();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .max(String::compareTo).orElseThrow();
        }
        assertThat(result.name()).isEqualTo("maven");
        assertThat(result.path()).isEqualTo("maven-metadata");
        assertThat(result.feedDate()).isEqualTo(latest.substring(0, 4) + "-" + latest.substring(4, 6) + "-" + latest.substring(6))
                .isEqualTo("2023-10-29");
        assertThat(result.version()).isNull();
        assertThat(result.skipped()).isEmpty();
        assertThat(result.records()).isEqualTo(facts.components().size() + facts.versions().size());
    }

    @Test
    void aTruncatedPomFailsNamingTheFile(@TempDir Path dir) throws IOException {
        String pom = Files.readString(SampleFeeds.maven().resolve("source-poms/jackson-databind-2.13.2.pom.xml"));
        Path broken = dir.resolve("source-poms/jackson-databind-2.13.2.pom.xml");
        Files.createDirectories(broken.getParent());
        Files.writeString(broken, pom.substring(0, pom.length() / 2));
        assertThatThrownBy(() -> loadOnly(dir))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(broken.toString())
                .hasMessageContaining("not well-formed XML");
    }

    @Test
    void aFileThatIsNotMetadataFailsNamingIt(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("org/example/x/maven-metadata.xml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "<?xml version=\"1.0\"?><html><body>Not Found</body></html>");
        assertThatThrownBy(() -> loadOnly(dir))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("not Maven repository metadata");
    }

    @Test
    void aPomWithoutArtifactIdIsSkippedAndCounted(@TempDir Path dir) throws Exception {
        String pom = Files.readString(SampleFeeds.maven().resolve("source-poms/commons-text-1.10.0.pom.xml"));
        String withoutArtifactId = pom.replaceFirst("</parent>\\s*<artifactId>commons-text</artifactId>", "</parent>");
        assertThat(withoutArtifactId).isNotEqualTo(pom);
        Path file = dir.resolve("source-poms/commons-text-1.10.0.pom.xml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, withoutArtifactId);
        copyOfPom(dir, "source-poms/jackson-databind-2.13.2.pom.xml");
        CollectedFacts own = new CollectedFacts();
        FeedResult partial = new MavenRepositoryFeed().load(dir, dir, sink(own));
        assertThat(partial.skipped()).singleElement().satisfies(skip -> {
            assertThat(skip.file()).isEqualTo("source-poms/commons-text-1.10.0.pom.xml");
            assertThat(skip.reason()).contains("without <artifactId>");
        });
        assertThat(own.components()).extracting(ComponentFacts::purl).containsExactly(DATABIND);
        assertThat(partial.records()).isEqualTo(2);
    }

    @Test
    void anXxeAttemptInAPomReadsNoLocalFile(@TempDir Path dir) throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET-VALUE");
        String pom = Files.readString(SampleFeeds.maven().resolve("source-poms/jackson-databind-2.13.2.pom.xml"));
        String attack = pom.replaceFirst("<project ", "<!DOCTYPE project [ <!ENTITY xxe SYSTEM \""
                        + secret.toUri() + "\"> ]>\n<project ")
                .replace("<url>http://github.com/FasterXML/jackson</url>", "<url>&xxe;</url>");
        Path feed = Files.createDirectories(dir.resolve("feed/source-poms"));
        Files.writeString(feed.resolve("evil.pom.xml"), attack);
        CollectedFacts own = new CollectedFacts();
        assertThatThrownBy(() -> new MavenRepositoryFeed().load(dir.resolve("feed"), dir.resolve("feed"), sink(own)))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining("evil.pom.xml")
                .hasMessageContaining("DOCTYPE")
                .hasMessageNotContaining("TOP-SECRET-VALUE");
        assertThat(own.components()).isEmpty();
    }

    @Test
    void anXxeAttemptInMetadataReadsNoLocalFile(@TempDir Path dir) throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET-VALUE");
        Path file = dir.resolve("feed/org/example/x/maven-metadata.xml");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "<?xml version=\"1.0\"?>\n<!DOCTYPE metadata [ <!ENTITY % remote SYSTEM \""
                + secret.toUri() + "\"> %remote; ]>\n<metadata><groupId>org.example</groupId>"
                + "<artifactId>x</artifactId></metadata>");
        assertThatThrownBy(() -> loadOnly(dir.resolve("feed")))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining("DOCTYPE")
                .hasMessageNotContaining("TOP-SECRET-VALUE");
    }
}
