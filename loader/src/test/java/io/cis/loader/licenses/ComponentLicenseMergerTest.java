package io.cis.loader.licenses;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.components.ComponentKeys;
import io.cis.engine.licenses.ComponentLicenseRecord;
import io.cis.engine.licenses.LicenseEntry;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.SampleFeeds;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.Feed;
import io.cis.loader.build.FeedDiscovery;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.catalog.CatalogMerger;
import io.cis.loader.catalog.CollectedFacts;
import io.cis.loader.vulnerabilities.CollectedVulnerabilities;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * After the catalog merge, every sample version that declares a license gets its normalised statement and licenses;
 * names and facts of the SPDX list are read from the sample list itself.
 */
class ComponentLicenseMergerTest {

    private static final ValueCodec CODEC = new ValueCodec();
    private static final Set<String> CATALOG_FEEDS = Set.of("spdx", "npm", "maven", "cyclonedx", "catalog");
    private static SnapshotTables tables;
    private static ComponentLicenseMerger.Result result;
    private static JsonNode spdxLicenses;
    private static JsonNode spdxExceptions;

    @BeforeAll
    static void mergeTheCatalogFeeds() throws Exception {
        tables = new SnapshotTables();
        CollectedFacts facts = new CollectedFacts();
        for (Feed feed : FeedDiscovery.knownFeeds(CODEC)) {
            if (CATALOG_FEEDS.contains(feed.name())) {
                Path location = feed.locate(SampleFeeds.root()).orElseThrow();
                feed.load(SampleFeeds.root(), location, new BuildSink(tables, facts, new CollectedVulnerabilities()));
            }
        }
        new CatalogMerger(CODEC).merge(facts, tables);
        result = new ComponentLicenseMerger(CODEC).merge(tables);
        ObjectMapper json = new ObjectMapper();
        spdxLicenses = json.readTree(SampleFeeds.spdx().resolve("licenses.json").toFile()).path("licenses");
        spdxExceptions = json.readTree(SampleFeeds.spdx().resolve("exceptions.json").toFile()).path("exceptions");
    }

    private static ComponentLicenseRecord stored(String purl, String version) {
        byte[] value = tables.entries(Domain.COMPONENT_LICENSES).get(ComponentKeys.version(purl, version));
        assertThat(value).as(purl + "@" + version).isNotNull();
        return CODEC.decode(value, ComponentLicenseRecord.class);
    }

    /** The entry the SPDX sample list itself gives for a license id. */
    private static LicenseEntry listed(String id) {
        for (JsonNode license : spdxLicenses) {
            if (license.path("licenseId").asText().equals(id)) {
                return new LicenseEntry(id, license.path("name").asText(), true, license.path("reference").asText());
            }
        }
        for (JsonNode exception : spdxExceptions) {
            if (exception.path("licenseExceptionId").asText().equals(id)) {
                return new LicenseEntry(id, exception.path("name").asText(), true, exception.path("reference").asText());
            }
        }
        throw new AssertionError(id + " is not on the sample SPDX list");
    }

    @Test
    void anOrExpressionOfABomKeepsItsOperatorAndItsDeprecatedId() {
        ComponentLicenseRecord record = stored("pkg:maven/org.glassfish.hk2/osgi-resource-locator", "1.0.1");
        assertThat(record.statement()).isEqualTo("CDDL-1.0 OR GPL-2.0-with-classpath-exception");
        assertThat(record.licenses()).containsExactly(listed("CDDL-1.0"), listed("GPL-2.0-with-classpath-exception"));
    }

    @Test
    void aNameWithAnExceptionBecomesAWithExpressionListingTheLicenseAndTheException() {
        ComponentLicenseRecord record = stored("pkg:maven/org.openjdk.jmh/jmh-core", "1.19");
        assertThat(record.statement()).isEqualTo("GPL-2.0-only WITH Classpath-exception-2.0");
        assertThat(record.licenses()).containsExactly(listed("GPL-2.0-only"), listed("Classpath-exception-2.0"));
    }

    @Test
    void namesJoinedByOrBecomeAnOrExpression() {
        ComponentLicenseRecord record = stored("pkg:maven/com.h2database/h2", "1.4.197");
        assertThat(record.statement()).isEqualTo("MPL-2.0 OR EPL-1.0");
        assertThat(record.licenses()).containsExactly(listed("MPL-2.0"), listed("EPL-1.0"));
    }

    @Test
    void severalListedLicensesHaveNoStatementButAllTheirLicenses() {
        ComponentLicenseRecord bom = stored("pkg:maven/org.checkerframework/checker-compat-qual", "2.0.0");
        assertThat(bom.statement()).isEmpty();
        assertThat(bom.licenses()).containsExactly(listed("GPL-2.0-only"), listed("Classpath-exception-2.0"), listed("MIT"));
        ComponentLicenseRecord catalog = stored("pkg:pypi/grpcio", "1.12.1");
        assertThat(catalog.statement()).isEmpty();
        assertThat(catalog.licenses()).containsExactly(listed("Apache-2.0"), listed("MIT"));
    }

    @Test
    void aNameThatIsNotUnambiguousIsALicenseRefNamedByTheDeclaredText() {
        ComponentLicenseRecord record = stored("pkg:maven/org.slf4j/log4j-over-slf4j", "1.7.26");
        assertThat(record.statement()).isEqualTo("LicenseRef-Apache-Software-Licenses");
        assertThat(record.licenses()).containsExactly(
                new LicenseEntry("LicenseRef-Apache-Software-Licenses", "Apache Software Licenses", false, ""));
    }

    @Test
    void namesOfEveryFeedAreNormalised() {
        // npm "Apache v2", a POM's "The Apache Software License, Version 2.0", the catalog's "LGPLv2.1+"
        assertThat(stored("pkg:npm/react-router", "0.0.1").statement()).isEqualTo("Apache-2.0");
        assertThat(stored("pkg:maven/com.fasterxml.jackson.core/jackson-databind", "2.13.2").statement()).isEqualTo("Apache-2.0");
        assertThat(stored("pkg:pypi/crc32c", "1.0").statement()).isEqualTo("LGPL-2.1-or-later");
        assertThat(stored("pkg:gem/tablestyle", "0.0.10").licenses()).containsExactly(listed("MIT"));
    }

    @Test
    void aVersionThatDeclaresNoLicenseHasNoEntry() {
        // express 1.0.0's registry entry has neither license nor licenses
        assertThat(tables.entries(Domain.VERSIONS)).containsKey(ComponentKeys.version("pkg:npm/express", "1.0.0"));
        assertThat(tables.entries(Domain.COMPONENT_LICENSES)).doesNotContainKey(ComponentKeys.version("pkg:npm/express", "1.0.0"));
    }

    @Test
    void theNamesKeptAsLicenseRefsAreReported() {
        assertThat(result.unmappedNames()).containsExactly("Apache Software Licenses", "BSD", "BSD License", "BSD licence",
                "Common Development and Distribution License", "GNU Lesser General Public License", "GooglePatentClause");
        assertThat(result.versions()).isEqualTo(tables.size(Domain.COMPONENT_LICENSES)).isPositive();
    }

    @Test
    void licensingEachVersionAsTheCatalogMergeStoresItStoresWhatLicensingAfterTheMergeDoes() throws Exception {
        SnapshotTables during = new SnapshotTables();
        CollectedFacts facts = new CollectedFacts();
        for (Feed feed : FeedDiscovery.knownFeeds(CODEC)) {
            if (CATALOG_FEEDS.contains(feed.name())) {
                Path location = feed.locate(SampleFeeds.root()).orElseThrow();
                feed.load(SampleFeeds.root(), location, new BuildSink(during, facts, new CollectedVulnerabilities()));
            }
        }
        ComponentLicenseMerger.Licensing licensing = new ComponentLicenseMerger(CODEC).start(during);
        new CatalogMerger(CODEC).merge(facts, during, licensing::version);
        ComponentLicenseMerger.Result duringResult = licensing.result();

        assertThat(duringResult.versions()).isEqualTo(result.versions()).isPositive();
        assertThat(duringResult.unmappedNames()).isEqualTo(result.unmappedNames());
        java.util.NavigableMap<byte[], byte[]> expected = tables.entries(Domain.COMPONENT_LICENSES);
        java.util.NavigableMap<byte[], byte[]> actual = during.entries(Domain.COMPONENT_LICENSES);
        assertThat(actual).hasSameSizeAs(expected);
        expected.forEach((key, value) -> assertThat(actual.get(key)).as(new String(key, java.nio.charset.StandardCharsets.UTF_8))
                .isEqualTo(value));
    }
}
