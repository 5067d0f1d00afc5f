package io.cis.loader.feeds.spdx;

import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.cis.engine.licenses.CrossRef;
import io.cis.engine.licenses.LicenseKeys;
import io.cis.engine.licenses.SpdxException;
import io.cis.engine.licenses.SpdxLicense;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.SnapshotTables;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpdxLicenseListFeedTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static SnapshotTables tables;
    private static FeedResult result;

    @BeforeAll
    static void loadSampleList() throws FeedException {
        tables = new SnapshotTables();
        SpdxLicenseListFeed feed = new SpdxLicenseListFeed(CODEC);
        result = feed.load(SampleFeeds.root(), feed.locate(SampleFeeds.root()).orElseThrow(), sink(tables));
    }

    private static BuildSink sink(SnapshotTables into) {
        return new BuildSink(into, new CollectedFacts(), new CollectedVulnerabilities());
    }

    private static SpdxLicense license(String id) {
        return CODEC.decode(tables.entries(Domain.LICENSES).get(LicenseKeys.of(id)), SpdxLicense.class);
    }

    @Test
    void findsTheListUnderTheFeedsRootOrAsTheRootItself() {
        SpdxLicenseListFeed feed = new SpdxLicenseListFeed(CODEC);
        assertThat(feed.locate(SampleFeeds.root())).contains(SampleFeeds.spdx().normalize());
        assertThat(feed.locate(SampleFeeds.root().resolve("spdx"))).contains(SampleFeeds.spdx().normalize());
        assertThat(feed.locate(SampleFeeds.spdx())).contains(SampleFeeds.spdx().normalize());
    }

    @Test
    void storesEveryLicenseAndExceptionOfTheList() {
        assertThat(tables.size(Domain.LICENSES)).isEqualTo(727);
        assertThat(tables.size(Domain.LICENSE_EXCEPTIONS)).isEqualTo(84);
        assertThat(result.records()).isEqualTo(727 + 84);
        assertThat(result.skipped()).isEmpty();
        assertThat(result.feedDate()).isEqualTo("2026-02-20");
        assertThat(result.version()).isEqualTo("3.28.0");
        assertThat(result.path()).isEqualTo("spdx/json");
    }

    @Test
    void apacheCarriesListFactsAndCrossReferencesFromItsDetailsFile() {
        SpdxLicense apache = license("Apache-2.0");
        assertThat(apache.fullName()).isEqualTo("Apache License 2.0");
        assertThat(apache.isOsiApproved()).isTrue();
        assertThat(apache.isFsfLibre()).isTrue();
        assertThat(apache.isDeprecated()).isFalse();
        assertThat(apache.referenceUrl()).isEqualTo("https://spdx.org/licenses/Apache-2.0.html");
        assertThat(apache.detailsUrl()).isEqualTo("https://spdx.org/licenses/Apache-2.0.json");
        assertThat(apache.seeAlso()).contains("https://www.apache.org/licenses/LICENSE-2.0");
        assertThat(apache.crossRefs()).isNotEmpty().isSortedAccordingTo(java.util.Comparator.comparingInt(CrossRef::order));
        assertThat(apache.crossRefs().get(0).url()).isEqualTo("https://www.apache.org/licenses/LICENSE-2.0");
        assertThat(apache.crossRefs().get(0).order()).isZero();
        assertThat(apache.crossRefs().get(0).timestamp()).startsWith("2026-02-20T");
    }

    @Test
    void deprecatedIdsAreKeptAndMarked() {
        assertThat(license("GPL-2.0").isDeprecated()).isTrue();
        assertThat(license("GPL-2.0-only").isDeprecated()).isFalse();
    }

    @Test
    void exceptionsAttachToTheLicensesTheirCommentsNameAsWholeIds() {
        assertThat(license("GPL-2.0-only").exceptions()).extracting(SpdxException::id).contains("u-boot-exception-2.0");
        assertThat(license("GPL-2.0").exceptions()).extracting(SpdxException::id).doesNotContain("u-boot-exception-2.0");
        assertThat(license("Apache-2.0").exceptions()).extracting(SpdxException::id).contains("LLVM-exception");
        assertThat(license("MIT").exceptions()).extracting(SpdxException::id).doesNotContain("LLVM-exception");
    }

    @Test
    void lookupKeysIgnoreCase() {
        assertThat(tables.entries(Domain.LICENSES).containsKey(LicenseKeys.of("apache-2.0"))).isTrue();
        assertThat(tables.entries(Domain.LICENSE_EXCEPTIONS).containsKey(LicenseKeys.of("CLASSPATH-EXCEPTION-2.0"))).isTrue();
    }

    @Test
    void aTruncatedListFailsNamingTheFile(@TempDir Path dir) throws IOException {
        byte[] list = Files.readAllBytes(SampleFeeds.spdx().resolve("licenses.json"));
        Files.write(dir.resolve("licenses.json"), java.util.Arrays.copyOf(list, list.length / 2));
        SpdxLicenseListFeed feed = new SpdxLicenseListFeed(CODEC);
        assertThatThrownBy(() -> feed.load(dir, dir, sink(new SnapshotTables())))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining(dir.resolve("licenses.json").toString())
                .hasMessageContaining("not valid JSON");
    }

    @Test
    void aMalformedDetailsFileFailsNamingIt(@TempDir Path dir) throws IOException {
        Files.copy(SampleFeeds.spdx().resolve("licenses.json"), dir.resolve("licenses.json"));
        Files.createDirectory(dir.resolve("details"));
        Files.writeString(dir.resolve("details").resolve("MIT.json"), "{\"licenseId\": \"MIT\", ");
        SpdxLicenseListFeed feed = new SpdxLicenseListFeed(CODEC);
        assertThatThrownBy(() -> feed.load(dir, dir, sink(new SnapshotTables())))
                .isInstanceOf(FeedException.class)
                .hasMessageContaining("MIT.json");
    }

    @Test
    void anEntryWithoutIdIsSkippedAndCountedNotDropped(@TempDir Path dir) throws Exception {
        String list = Files.readString(SampleFeeds.spdx().resolve("licenses.json"));
        Files.writeString(dir.resolve("licenses.json"), list.replaceFirst("\"licenseId\": \"0BSD\"", "\"licenseIdentifier\": \"0BSD\""));
        SpdxLicenseListFeed feed = new SpdxLicenseListFeed(CODEC);
        SnapshotTables own = new SnapshotTables();
        FeedResult partial = feed.load(dir, dir, sink(own));
        assertThat(partial.skipped()).hasSize(1);
        assertThat(partial.skipped().get(0).reason()).contains("without licenseId");
        assertThat(own.size(Domain.LICENSES)).isEqualTo(726);
    }
}
