package io.cis.loader.fetch.registries;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.loader.SampleFeeds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The packages SBOMs and purl lists name, grouped as each registry tells packages apart. */
class SeedsTest {

    private static final Path SBOMS = SampleFeeds.root().resolve("sbom");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Seeds list(String... lines) throws IOException {
        Path file = dir.resolve("components.txt");
        Files.writeString(file, String.join("\n", lines));
        return Seeds.read(List.of(), List.of(file), RegistrySources.purlTypes(), JSON);
    }

    @Test
    void everyVersionNamedOfAPackageIsAskedInOneGo() throws IOException {
        // juice-shop names lodash at 4.17.19 and at 2.4.2
        Seeds seeds = Seeds.read(List.of(SBOMS.resolve("cyclonedx/SBOM/juice-shop/v11.1.2/bom.json")), List.of(),
                RegistrySources.purlTypes(), JSON);

        NamedPackage lodash = seeds.packages().stream().filter(named -> named.name().equals("lodash")).findFirst()
                .orElseThrow();
        assertThat(lodash.versions()).containsExactly("2.4.2", "4.17.19");
        assertThat(lodash.purl()).isEqualTo("pkg:npm/lodash");
        assertThat(seeds.packages()).extracting(NamedPackage::type).containsOnly("npm");
        // the BOM's subject is a package too
        assertThat(seeds.packages()).extracting(NamedPackage::name).contains("juice-shop");
    }

    @Test
    void namesARegistryTellsApartOnlyByCaseOrSeparatorsAreOnePackage() throws IOException {
        Seeds seeds = list("pkg:pypi/Django@4.2", "pkg:pypi/django@4.1", "pkg:pypi/zope.interface",
                "pkg:pypi/zope_interface@6.0", "pkg:nuget/NuGet.Core@2.14.0", "pkg:nuget/nuget.core@2.8.0",
                "pkg:golang/github.com/BurntSushi/toml@v1.0.0", "pkg:golang/github.com/burntsushi/toml@v0.3.1",
                "pkg:npm/JSONStream@1.3.5", "pkg:npm/jsonstream@0.0.1");

        assertThat(seeds.packages()).extracting(NamedPackage::purl).containsExactly(
                "pkg:golang/github.com/BurntSushi/toml", "pkg:golang/github.com/burntsushi/toml",
                "pkg:npm/JSONStream", "pkg:npm/jsonstream", "pkg:nuget/NuGet.Core", "pkg:pypi/Django",
                "pkg:pypi/zope.interface");
        assertThat(seeds.packages().get(5).versions()).containsExactly("4.1", "4.2");
    }

    @Test
    void eachVersionNamedIsAPurlOfItsOwnAndAPackageNamedWithoutOneStaysUnversioned() throws Exception {
        Seeds seeds = list("pkg:npm/%40babel/core@7.0.0-beta.4", "pkg:npm/%40babel/core@7.1.0", "pkg:npm/express",
                "pkg:maven/com.auth0/java-jwt@4.4.0+build.1?type=jar", "pkg:deb/debian/curl@7.64.0");

        List<String> purls = seeds.versionPurls();

        // in package order (type, namespace, name); qualifiers and types no registry serves are not carried
        assertThat(purls).containsExactly("pkg:maven/com.auth0/java-jwt@4.4.0%2Bbuild.1", "pkg:npm/express",
                "pkg:npm/%40babel/core@7.0.0-beta.4", "pkg:npm/%40babel/core@7.1.0");
        // each reads back as the version that was named
        assertThat(purls).map(purl -> SeedPurl.parse(purl).orElseThrow().version().orElse(""))
                .containsExactly("4.4.0+build.1", "", "7.0.0-beta.4", "7.1.0");
    }

    @Test
    void anSpdxDocumentsPurlsAreReadAndTypesNoRegistryServesAreListed() throws IOException {
        Seeds seeds = Seeds.read(List.of(SBOMS.resolve(
                "containers/ubi9-micro-container-9.4-6.1716471860_amd64.spdx.json")), List.of(),
                RegistrySources.purlTypes(), JSON);

        assertThat(seeds.packages()).isEmpty();
        assertThat(seeds.unsupported().keySet()).containsExactly("oci", "rpm");
        assertThat(seeds.unsupported().get("rpm")).hasSize(20).allMatch(purl -> purl.startsWith("pkg:rpm/redhat/"));
        assertThat(seeds.report()).anyMatch(line -> line.startsWith(
                "components: not fetched, no registry serves type rpm: 20 purl(s): pkg:rpm/redhat/"));
    }

    @Test
    void anSbomEntryThatIsNoPurlIsListedAndComponentsWithoutOneAreCounted() throws IOException {
        Path bom = dir.resolve("bom.json");
        Files.writeString(bom, """
                {"bomFormat": "CycloneDX", "specVersion": "1.5",
                 "metadata": {"component": {"name": "product"}},
                 "components": [
                   {"name": "a", "purl": "pkg:npm/a@1.0.0",
                    "components": [{"name": "b", "purl": "not a purl"}, {"name": "c"}]},
                   {"name": "d", "purl": "pkg:github/expressjs/express@4.17.1"}]}
                """);

        Seeds seeds = Seeds.read(List.of(bom), List.of(), RegistrySources.purlTypes(), JSON);

        assertThat(seeds.packages()).extracting(NamedPackage::purl).containsExactly("pkg:npm/a");
        assertThat(seeds.report()).containsExactly(
                "components: 1 package(s) named (npm 1)",
                "components: not fetched, no registry serves type github: 1 purl(s): pkg:github/expressjs/express@4.17.1",
                "components: not fetched, not a package URL: 'not a purl' (" + bom + ")",
                "components: not fetched, 1 component(s) of " + bom + " name no purl");
    }

    @Test
    void aListLineThatIsNoPurlIsRefusedNamingItsLine() {
        assertThatThrownBy(() -> list("# ours", "pkg:npm/express@4.17.1", "", "npm/express"))
                .hasMessageEndingWith("components.txt:4: not a package URL: npm/express");
    }

    @Test
    void thePartsOfAPurlKeepTheirCase() {
        SeedPurl purl = SeedPurl.parse("pkg:golang/github.com/ProtonMail/go-crypto@v0.0.0-2021?x=1#sub").orElseThrow();

        assertThat(purl.namespace()).isEqualTo("github.com/ProtonMail");
        assertThat(purl.name()).isEqualTo("go-crypto");
        assertThat(purl.version()).contains("v0.0.0-2021");
        assertThat(purl.withoutVersion()).isEqualTo("pkg:golang/github.com/ProtonMail/go-crypto");
        assertThat(SeedPurl.parse("pkg:npm/%40babel/core").orElseThrow().namespace()).isEqualTo("@babel");
        assertThat(SeedPurl.parse("pkg:npm/@babel/core@7.0.0").orElseThrow().version()).contains("7.0.0");
        assertThat(SeedPurl.parse("express@4.17.1")).isEmpty();
    }
}
