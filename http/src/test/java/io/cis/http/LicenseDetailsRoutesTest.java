package io.cis.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.testkit.SampleSnapshot;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * E12 answers the SPDX facts of a license id from the snapshot, with its type and OSADL's obligations, and the
 * snapshot's identity in status.db; the obligations route answers the OSADL block alone.
 */
class LicenseDetailsRoutesTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final RunningServer server = RunningServer.perTestClass();

    private static JsonNode details(String id) throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details?id=" + id);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    @Test
    void apacheHasItsFullSpdxBlock() throws Exception {
        JsonNode license = details("Apache-2.0").get("license");
        assertThat(license.get("full_name").asText()).isEqualTo("Apache License 2.0");
        assertThat(license.get("type").asText()).isEqualTo("PERMISSIVE");
        JsonNode spdx = license.get("spdx");
        assertThat(spdx.get("id").asText()).isEqualTo("Apache-2.0");
        assertThat(spdx.get("is_osi_approved").asBoolean()).isTrue();
        assertThat(spdx.get("is_fsf_libre").asBoolean()).isTrue();
        assertThat(spdx.get("is_deprecated").asBoolean()).isFalse();
        assertThat(spdx.get("details_url").asText()).isEqualTo("https://spdx.org/licenses/Apache-2.0.json");
        assertThat(spdx.get("reference_url").asText()).isEqualTo("https://spdx.org/licenses/Apache-2.0.html");
        assertThat(spdx.get("see_also")).isNotEmpty();
        assertThat(spdx.get("cross_refs")).isNotEmpty();
        JsonNode ref = spdx.get("cross_refs").get(0);
        assertThat(ref.fieldNames()).toIterable()
                .containsExactlyInAnyOrder("url", "is_valid", "is_live", "timestamp", "is_wayback_link", "order", "match");
        assertThat(spdx.get("exceptions")).extracting(e -> e.get("id").asText()).contains("LLVM-exception");
        assertThat(spdx.get("exceptions").get(0).fieldNames()).toIterable()
                .containsExactlyInAnyOrder("id", "full_name", "details_url", "see_also", "is_deprecated");
    }

    @Test
    void statusReportsSuccessTheSnapshotThatAnsweredAndTheServerVersion() throws Exception {
        JsonNode status = details("MIT").get("status");
        JsonNode manifest = JSON.readTree(Files.readString(SampleSnapshot.path().resolve("manifest.json")));
        assertThat(status.get("status").asText()).isEqualTo("SUCCESS");
        assertThat(status.get("message").asText()).isNotBlank();
        assertThat(status.get("db").get("schema_version").asText()).isEqualTo(manifest.get("schema_version").asText()).isEqualTo("1.9.0");
        assertThat(status.get("db").get("created_at").asText()).isEqualTo(manifest.get("created_at").asText());
        assertThat(status.get("server").get("version").asText()).isEqualTo("test-version");
    }

    @Test
    void idsMatchWithoutRegardToCaseAndDeprecatedIdsSaySo() throws Exception {
        JsonNode spdx = details("gpl-2.0").get("license").get("spdx");
        assertThat(spdx.get("id").asText()).isEqualTo("GPL-2.0");
        assertThat(spdx.get("is_deprecated").asBoolean()).isTrue();
    }

    @Test
    void anExceptionIdIsAnsweredFromTheExceptionList() throws Exception {
        JsonNode license = details("classpath-exception-2.0").get("license");
        assertThat(license.get("full_name").asText()).isEqualTo("Classpath exception 2.0");
        assertThat(license.get("spdx").get("id").asText()).isEqualTo("Classpath-exception-2.0");
        assertThat(license.get("type").asText()).isEqualTo("UNKNOWN");
    }

    @Test
    void anUnknownIdIs404Code5() throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details?id=Not-A-License-1.0");
        assertThat(response.statusCode()).isEqualTo(404);
        JsonNode body = JSON.readTree(response.body());
        assertThat(body.get("code").asInt()).isEqualTo(5);
        assertThat(body.get("message").asText()).contains("Not-A-License-1.0");
    }

    @Test
    void gplThreeOrLaterIsCopyleftWithItsOsadlUseCasesAndCompatibleLicenses() throws Exception {
        JsonNode license = details("GPL-3.0-or-later").get("license");
        assertThat(license.get("type").asText()).isEqualTo("COPYLEFT");
        JsonNode osadl = license.get("osadl");
        assertThat(osadl.fieldNames()).toIterable().containsExactly("copyleft_clause", "patent_hints", "compatibility",
                "depending_compatibility", "incompatibility", "use_cases");
        assertThat(osadl.get("copyleft_clause").asBoolean()).isTrue();
        assertThat(osadl.get("patent_hints").asBoolean()).isTrue();
        assertThat(osadl.get("compatibility")).extracting(JsonNode::asText).contains("MIT", "Apache-2.0", "GPL-3.0-or-later");
        assertThat(osadl.get("incompatibility")).extracting(JsonNode::asText).contains("GPL-2.0-only");
        assertThat(osadl.get("depending_compatibility")).extracting(JsonNode::asText)
                .containsExactly("AGPL-3.0-only", "AGPL-3.0-or-later");
        assertThat(osadl.get("use_cases")).extracting(u -> u.get("name").asText())
                .containsExactly("Source code delivery", "Binary delivery");
        JsonNode binary = osadl.get("use_cases").get(1);
        assertThat(binary.get("obligation_text").asText()).contains("YOU MUST Provide Source code");
        JsonNode tree = JSON.readTree(binary.get("obligation_json").asText());
        assertThat(tree.at("/YOU MUST/Provide License text").isObject()).isTrue();
        assertThat(tree.has("EITHER IF")).isTrue();
    }

    @Test
    void mitIsPermissiveAndOsiApproved() throws Exception {
        JsonNode license = details("MIT").get("license");
        assertThat(license.get("type").asText()).isEqualTo("PERMISSIVE");
        assertThat(license.at("/spdx/is_osi_approved").asBoolean()).isTrue();
        assertThat(license.at("/osadl/copyleft_clause").asBoolean()).isFalse();
        assertThat(license.at("/osadl/use_cases/0/name").asText()).isEqualTo("Source code delivery OR Binary delivery");
    }

    @Test
    void aPublicDomainDedicationIsPublicDomainAndALicenseOsadlDoesNotDescribeIsUnknownWithoutOsadl() throws Exception {
        assertThat(details("CC0-1.0").at("/license/type").asText()).isEqualTo("PUBLIC_DOMAIN");
        JsonNode beerware = details("Beerware").get("license");
        assertThat(beerware.get("type").asText()).isEqualTo("UNKNOWN");
        assertThat(beerware.has("osadl")).isFalse();
    }

    @Test
    void theDeprecatedGplTwoIdIsAnsweredAsItselfWithoutGuessingItsSuccessorsData() throws Exception {
        JsonNode license = details("gpl-2.0").get("license");
        assertThat(license.at("/spdx/id").asText()).isEqualTo("GPL-2.0");
        assertThat(license.at("/spdx/is_deprecated").asBoolean()).isTrue();
        assertThat(license.has("osadl")).isFalse();
        assertThat(details("GPL-2.0-only").at("/license/type").asText()).isEqualTo("COPYLEFT");
    }

    @Test
    void anIdOnlyOsadlNamesIsAnsweredWithItsIdAsTheSpdxBlock() throws Exception {
        JsonNode license = details("LicenseRef-scancode-ppp").get("license");
        assertThat(license.get("full_name").asText()).isEqualTo("LicenseRef-scancode-ppp");
        assertThat(license.at("/spdx/id").asText()).isEqualTo("LicenseRef-scancode-ppp");
        assertThat(license.at("/spdx/full_name").asText()).isEmpty();
        assertThat(license.get("type").asText()).isEqualTo("PERMISSIVE");
        assertThat(license.at("/osadl/compatibility")).isNotEmpty();
    }

    @Test
    void obligationsAnswerTheOsadlBlockOfALicense() throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/obligations?id=apache-2.0");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        JsonNode body = JSON.readTree(response.body());
        JsonNode details = details("Apache-2.0").at("/license/osadl");
        assertThat(body.get("obligations")).isEqualTo(details);
        assertThat(body.at("/obligations/patent_hints").asBoolean()).isTrue();
        assertThat(body.at("/status/status").asText()).isEqualTo("SUCCESS");
    }

    @Test
    void obligationsOfALicenseOsadlDoesNotDescribeAreLeftOutAndOfAnUnknownIdAre404() throws Exception {
        HttpResponse<String> known = server.get("/v2/licenses/obligations?id=Beerware");
        assertThat(known.statusCode()).isEqualTo(200);
        JsonNode body = JSON.readTree(known.body());
        assertThat(body.has("obligations")).isFalse();
        assertThat(body.at("/status/message").asText()).contains("Beerware");
        HttpResponse<String> unknown = server.get("/v2/licenses/obligations?id=Not-A-License-1.0");
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(JSON.readTree(unknown.body()).get("code").asInt()).isEqualTo(5);
        assertThat(server.get("/v2/licenses/obligations").statusCode()).isEqualTo(400);
    }

    @Test
    void aMissingIdIs400Code3() throws Exception {
        HttpResponse<String> response = server.get("/v2/licenses/details");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(response.body()).get("code").asInt()).isEqualTo(3);
    }
}
