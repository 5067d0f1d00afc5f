package io.cis.dist.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The SPDX forms read into the same components: the specification's own examples. */
class SbomReaderTest {

    private final SbomReader reader = new SbomReader(new ObjectMapper());

    private static Path resource(String name) throws Exception {
        return Path.of(SbomReaderTest.class.getResource("/audit/" + name).toURI());
    }

    @Test
    void tagValuePackagesAreReadPastMultiLineTextAndFileSections() throws Exception {
        Sbom sbom = reader.read(resource("SPDXTagExample-v2.3.spdx"));
        assertThat(sbom.format()).isEqualTo(Sbom.Format.SPDX);
        // glibc gives only a CPE, and is matched by it
        assertThat(sbom.components()).containsExactly(
                SbomComponent.byCpe("SPDXRef-Package", "glibc", "2.11.1",
                        "cpe:2.3:a:pivotal_software:spring_framework:4.1.0:*:*:*:*:*:*:*"),
                new SbomComponent("SPDXRef-fromDoap-0", "Jena", "3.12.0", "pkg:maven/org.apache.jena/apache-jena@3.12.0"));
        // Apache Commons Lang and Saxon have neither a purl nor a CPE: named, not audited
        assertThat(sbom.unidentified()).containsExactly("Apache Commons Lang", "Saxon@8.8");
        assertThat(sbom.cpeOnly()).isEqualTo(1);
    }

    @Test
    void yamlIsReadLikeJsonIncludingReferenceTypesWrittenAsUris() throws Exception {
        // the shape of the specification's SPDXYAMLExample-2.3.spdx.yaml, whose purl reference type is a URI
        String yaml = """
                SPDXID: "SPDXRef-DOCUMENT"
                spdxVersion: "SPDX-2.3"
                packages:
                - SPDXID: "SPDXRef-fromDoap-0"
                  externalRefs:
                  - referenceCategory: "PACKAGE-MANAGER"
                    referenceLocator: "pkg:maven/org.apache.jena/apache-jena@3.12.0"
                    referenceType: "http://spdx.org/spdxdocs/spdx-example-444504E0-4F89-41D3-9A0C-0305E82C3301#purl"
                  name: "Jena"
                  versionInfo: "3.12.0"
                - SPDXID: "SPDXRef-Saxon"
                  name: "Saxon"
                """;
        Sbom sbom = reader.read(yaml.getBytes(java.nio.charset.StandardCharsets.UTF_8), "example.spdx.yaml");
        assertThat(sbom.components()).extracting(SbomComponent::purl)
                .containsExactly("pkg:maven/org.apache.jena/apache-jena@3.12.0");
        assertThat(sbom.unidentified()).containsExactly("Saxon");
    }

    @Test
    void spdx3PackagesAreTheGraphsSoftwarePackages() throws Exception {
        Sbom sbom = reader.read(resource("spdx3-example11-sbom.spdx.json"));
        assertThat(sbom.components()).extracting(SbomComponent::name)
                .containsExactly("hello-server-src", "hyper", "tokio", "pretty_env_logger");
        assertThat(sbom.components().get(2).version()).isEqualTo("1.19.2");
        assertThat(sbom.unidentified()).isEmpty();
    }

    @Test
    void cycloneDxXmlGivesTheComponentsOfItsJsonTwin() throws Exception {
        Sbom xml = reader.read(resource("cern-lhc-vdm-editor-e564943.bom.xml"));
        Sbom json = reader.read(Path.of(System.getProperty("cis.sample.feeds"),
                "sbom/cyclonedx/SBOM/cern-lhc-vdm-editor-e564943/bom.json"));
        assertThat(xml.format()).isEqualTo(Sbom.Format.CYCLONEDX);
        // the excerpt holds the product and the first four components of the BOM
        assertThat(xml.components()).isEqualTo(json.components().subList(0, 5));
    }

    @Test
    void xmlThatIsNotCycloneDxIsRefusedByName() {
        byte[] rdf = "<?xml version=\"1.0\"?><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/>"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> reader.read(rdf, "doc.rdf.xml"))
                .isInstanceOf(SbomFormatException.class).hasMessageContaining("not CycloneDX");
    }
}
