package io.cis.dist.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.distro.DistroQuery;
import io.cis.engine.purl.ParsedPurl;
import io.cis.engine.purl.PurlParser;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** OS packages of an SBOM are asked about with their source package, where the BOM names one outside the purl. */
class SbomComponentTest {

    private static Map<String, SbomComponent> components(String file) throws Exception {
        Sbom sbom = new SbomReader(new ObjectMapper())
                .read(Path.of(System.getProperty("cis.sample.feeds")).resolve("sbom/containers").resolve(file));
        return sbom.components().stream()
                .collect(Collectors.toMap(SbomComponent::name, Function.identity(), (a, b) -> a));
    }

    @Test
    void trivysSourcePropertiesBecomeTheUpstreamQualifierAndTheEpochQualifierCounts() throws Exception {
        SbomComponent bsdutils = components("fluentd-debian10-trivy.cdx.json").get("bsdutils");
        assertThat(bsdutils.purl()).doesNotContain("upstream=");
        assertThat(bsdutils.source()).isEqualTo("util-linux@2.33.1-0.1");
        ParsedPurl asked = DistroQuery.withEpoch(PurlParser.parse(bsdutils.vulnerabilityPurl()));
        assertThat(asked.version()).isEqualTo("1:2.33.1-0.1");
        DistroQuery query = DistroQuery.of(asked);
        assertThat(query.source()).hasValueSatisfying(source -> {
            assertThat(source.key().canonical()).isEqualTo("pkg:deb/debian/util-linux");
            assertThat(source.version()).isEqualTo("2.33.1-0.1");
        });
        assertThat(query.release()).map(r -> r.key()).contains("debian:10");
    }

    @Test
    void syftsUpstreamQualifierIsKeptAsItIs() throws Exception {
        SbomComponent libcurl = components("mongo-ubuntu20.04-syft-0.58.0.cdx.json").get("libcurl4");
        assertThat(libcurl.vulnerabilityPurl()).isEqualTo(libcurl.purl()).contains("upstream=curl");
        SbomComponent gem = components("fluentd-debian10-trivy.cdx.json").values().stream()
                .filter(c -> c.purl().startsWith("pkg:gem/")).findFirst().orElseThrow();
        assertThat(gem.vulnerabilityPurl()).isEqualTo(gem.purl());
    }
}
