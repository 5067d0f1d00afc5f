package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.engine.Engine;
import io.cis.engine.snapshot.SnapshotOptions;
import io.cis.loader.build.SnapshotBuilder;
import java.net.URISyntaxException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * E3 for Hex, Pub and Hackage advisories (real OSV records, see {@code feeds/osv-export/NOTICE.md}): a version below the fix
 * is affected, the fix and what the ecosystem orders above it are not.
 */
class HexPubHackageAdvisoriesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;
    private static RunningServer server;

    @BeforeAll
    static void start() throws Exception {
        Path snapshot = dir.resolve("snapshot");
        SnapshotBuilder.withKnownFeeds(Clock.systemUTC()).build(feeds(), snapshot, false);
        server = new RunningServer(Engine.open(snapshot, SnapshotOptions.DEFAULTS, outcome -> { }),
                ServerSettings.defaults("127.0.0.1", 0));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Path feeds() throws URISyntaxException {
        return Path.of(HexPubHackageAdvisoriesTest.class.getResource("/feeds/osv-export").toURI());
    }

    private static List<List<String>> idsPerComponent(String... purls) throws Exception {
        StringBuilder body = new StringBuilder("{\"components\":[");
        for (int i = 0; i < purls.length; i++) {
            body.append(i == 0 ? "" : ",").append("{\"purl\":\"").append(purls[i]).append("\"}");
        }
        HttpResponse<String> response = server.post("/v2/vulnerabilities/components", body.append("]}").toString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        List<List<String>> result = new ArrayList<>();
        for (JsonNode item : JSON.readTree(response.body()).get("components")) {
            List<String> ids = new ArrayList<>();
            item.get("vulnerabilities").forEach(v -> ids.add(v.get("id").asText()));
            result.add(ids);
        }
        return result;
    }

    @Test
    void aHexAdvisoryAffectsVersionsBelowItsFixOnly() throws Exception {
        List<List<String>> ids = idsPerComponent("pkg:hex/MongooseIM@1.3.1", "pkg:hex/MongooseIM@1.3.2-rc.1",
                "pkg:hex/MongooseIM@1.3.2", "pkg:hex/MongooseIM@1.10.0");
        assertThat(ids.get(0)).anyMatch(id -> id.contains("2014-2829") || id.equals("GHSA-5v5w-44w6-q5hv"));
        assertThat(ids.get(1)).as("a pre-release of the fix is below it").isNotEmpty();
        assertThat(ids.get(2)).isEmpty();
        assertThat(ids.get(3)).as("1.10.0 is above 1.3.2, not below it as text").isEmpty();
    }

    @Test
    void aPubAdvisoryOrdersBuildMetadataAsPubDoes() throws Exception {
        List<List<String>> ids = idsPerComponent("pkg:pub/grpc@3.1.0", "pkg:pub/grpc@3.0.0-nullsafety.0",
                "pkg:pub/grpc@0.6.0+1", "pkg:pub/grpc@3.2.0", "pkg:pub/grpc@3.2.0+1", "pkg:pub/grpc@3.10.0");
        assertThat(ids.get(0)).anyMatch(id -> id.contains("2023-32732") || id.equals("GHSA-9hxf-ppjv-w6rq"));
        assertThat(ids.get(1)).isEqualTo(ids.get(0));
        assertThat(ids.get(2)).isEqualTo(ids.get(0));
        assertThat(ids.get(3)).isEmpty();
        assertThat(ids.get(4)).as("pub orders 3.2.0+1 above the fix 3.2.0").isEmpty();
        assertThat(ids.get(5)).isEmpty();
    }

    @Test
    void aHackageAdvisoryOrdersVersionsAsCabalLists() throws Exception {
        List<List<String>> ids = idsPerComponent("pkg:hackage/aeson@1.5.6.0", "pkg:hackage/aeson@2.0.1",
                "pkg:hackage/aeson@2.0.1.0", "pkg:hackage/aeson@0.3.2.8", "pkg:hackage/aeson@2.10.0.0");
        assertThat(ids.get(0)).containsAnyOf("HSEC-2023-0001", "CVE-2022-3433");
        assertThat(ids.get(1)).as("Cabal orders 2.0.1 below 2.0.1.0, the fix").containsAnyOf("HSEC-2023-0001", "CVE-2022-3433");
        assertThat(ids.get(2)).isEmpty();
        assertThat(ids.get(3)).as("below the introducing version").isEmpty();
        assertThat(ids.get(4)).isEmpty();
    }
}
