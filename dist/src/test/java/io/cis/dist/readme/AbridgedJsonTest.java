package io.cis.dist.readme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the README may leave out of an answer with {@code ...}, and what it must show as it is. */
class AbridgedJsonTest {

    /** The demo snapshot's answer to the deprecated geo-provenance batch (E8) for pkg:github/scanoss/engine. */
    static final String DEPRECATED_GEOPROVENANCE_ANSWER = "{\"purls\":[{\"purl\":\"pkg:github/scanoss/engine\","
            + "\"declared_locations\":[{\"type\":\"contributor\",\"location\":\"Buenos Aires, Argentina\"},"
            + "{\"type\":\"contributor\",\"location\":\"Tandil\"},{\"type\":\"contributor\",\"location\":\"Argentina\"}],"
            + "\"curated_locations\":[{\"country\":\"Argentina\",\"count\":2}]}],\"status\":{\"status\":\"SUCCESS\","
            + "\"message\":\"Geo-provenance successfully retrieved\",\"db\":{\"schema_version\":\"1.6.0\","
            + "\"created_at\":\"2026-11-22T02:14:29Z\"},\"server\":{\"version\":\"0.1.0\"}}}";

    private static final JsonNode ANSWER = json(DEPRECATED_GEOPROVENANCE_ANSWER);

    private static JsonNode json(String text) {
        try {
            return new ObjectMapper().readTree(text);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> mismatches(String shown) {
        return AbridgedJson.parse(shown).mismatches(ANSWER, List.of());
    }

    @Test
    void theWholeAnswerMatchesWithItsFieldsInAnyOrder() {
        assertThat(mismatches(DEPRECATED_GEOPROVENANCE_ANSWER)).isEmpty();
        assertThat(mismatches("""
                {"status":{"server":{"version":"0.1.0"},"db":{"created_at":"2026-11-22T02:14:29Z","schema_version":"1.6.0"},
                "message":"Geo-provenance successfully retrieved","status":"SUCCESS"},"purls":[{"curated_locations":
                [{"count":2,"country":"Argentina"}],"purl":"pkg:github/scanoss/engine","declared_locations":[
                {"location":"Buenos Aires, Argentina","type":"contributor"},{"type":"contributor","location":"Tandil"},
                {"type":"contributor","location":"Argentina"}]}]}""")).isEmpty();
    }

    @Test
    void dotsStandForFieldsElementsAndTextLeftOut() {
        assertThat(mismatches("""
                {"purls":[{"purl":"pkg:github/scanoss/engine","declared_locations":[{"location":"Buenos Aires, ...",
                ...},...],...}],"status":{...}}""")).isEmpty();
        assertThat(mismatches("{\"purls\":[...],...}")).isEmpty();
        assertThat(mismatches("{\"purls\":[{\"purl\":\"pkg:...scanoss...engine\",...}],...}")).isEmpty();
    }

    @Test
    void aFieldLeftOutWithoutDotsIsReported() {
        assertThat(mismatches("{\"purls\":[...]}"))
                .containsExactly("/status: the server answered {\"status\":\"SUCCESS\",\"message\":\"Geo-provenance"
                        + " successfully retrieved\",\"db\":{\"schema_version\":\"1.6.0\",\"created_at\":\"20..., the"
                        + " README shows no such field and no '...' in its object");
    }

    @Test
    void aFieldTheAnswerLacksIsReported() {
        assertThat(mismatches("{\"purls\":[{\"purl\":\"pkg:github/scanoss/engine\",\"info_code\":\"WARNING\",...}],...}"))
                .containsExactly("/purls/0/info_code: the README shows \"WARNING\", the server answered no such field");
    }

    @Test
    void anArrayWithoutDotsMustHaveExactlyTheElementsShown() {
        assertThat(mismatches("""
                {"purls":[{"declared_locations":[{"type":"contributor","location":"Buenos Aires, Argentina"},
                {"type":"contributor","location":"Tandil"}],...}],...}""")).containsExactly(
                "/purls/0/declared_locations: the README shows 2 elements, the server answered 3");
        assertThat(mismatches("{\"purls\":[{...},{...},...],...}"))
                .containsExactly("/purls: the README shows 2 elements and '...' for more, the server answered 1");
        assertThat(mismatches("{\"purls\":[...,{...}],...}"))
                .containsExactly("/purls: the README has '...' before the end of this array, where it means nothing");
    }

    @Test
    void aDifferentValueOrTypeIsReportedWithBothValues() {
        assertThat(mismatches("""
                {"purls":[{"declared_locations":[{"location":"Buenos Aires, Chile",...},...],
                "curated_locations":[{"country":"Argentina","count":3}],"purl":{...}}],"status":"SUCCESS"}""")).containsExactly(
                "/purls/0/declared_locations/0/location: the README shows \"Buenos Aires, Chile\", the server answered"
                        + " \"Buenos Aires, Argentina\"",
                "/purls/0/curated_locations/0/count: the README shows 3, the server answered 2",
                "/purls/0/purl: the README shows {...}, the server answered \"pkg:github/scanoss/engine\"",
                "/status: the README shows \"SUCCESS\", the server answered {\"status\":\"SUCCESS\",\"message\":"
                        + "\"Geo-provenance successfully retrieved\",\"db\":{\"schema_version\":\"1.6.0\",\"created_at\":\"20...");
    }

    @Test
    void numbersAreComparedByValue() {
        assertThat(mismatches("{\"purls\":[{\"curated_locations\":[{\"count\":2.0,...}],...}],...}")).isEmpty();
        assertThat(mismatches("{\"purls\":[{\"curated_locations\":[{\"count\":\"2\",...}],...}],...}"))
                .containsExactly("/purls/0/curated_locations/0/count: the README shows \"2\", the server answered 2");
    }

    @Test
    void textWithDotsMatchesTheAnswerAroundThem() {
        assertThat(AbridgedJson.textMatches("Buenos ...", "Buenos Aires, Argentina")).isTrue();
        assertThat(AbridgedJson.textMatches("...Argentina", "Buenos Aires, Argentina")).isTrue();
        assertThat(AbridgedJson.textMatches("Buenos...Aires...Argentina", "Buenos Aires, Argentina")).isTrue();
        assertThat(AbridgedJson.textMatches("...Chile", "Buenos Aires, Argentina")).isFalse();
        assertThat(AbridgedJson.textMatches("Argentina...Buenos", "Buenos Aires, Argentina")).isFalse();
        assertThat(AbridgedJson.textMatches("Tandil...l", "Tandil")).isFalse();
    }

    @Test
    void dotsWhereNothingIsLeftOutAreReported() {
        assertThat(AbridgedJson.textMatches("Tandil...", "Tandil")).isFalse();
        assertThat(AbridgedJson.textMatches("Buenos Aires, ...Argentina", "Buenos Aires, Argentina")).isFalse();
        assertThat(mismatches("""
                {"purls":[{"curated_locations":[{"country":"Argentina","count":2},...],...}],...}""")).containsExactly(
                "/purls/0/curated_locations: the README shows 1 elements and '...' for more, the server answered 1");
        assertThat(mismatches("""
                {"purls":[...],"status":{"status":"SUCCESS","message":"Geo-provenance successfully retrieved",
                "db":{...},"server":{"version":"0.1.0"},...}}""")).containsExactly(
                "/status: the README's '...' stands for further fields, the server answered only those shown");
    }

    @Test
    void aVaryingValueIsCheckedAgainstItsSourceAndTheReadmeOnlyForItsShape() {
        VaryingValue createdAt = new VaryingValue("/status/db/created_at", VaryingValue.INSTANT,
                "the manifest's 2026-11-22T02:14:29Z", "2026-11-22T02:14:29Z"::equals);
        VaryingValue otherBuild = new VaryingValue("/status/db/created_at", VaryingValue.INSTANT,
                "the manifest's 2026-11-23T00:00:00Z", "2026-11-23T00:00:00Z"::equals);
        String shown = "{\"purls\":[...],\"status\":{\"db\":{\"created_at\":\"2025-01-01T00:00:00Z\",...},...}}";

        assertThat(AbridgedJson.parse(shown).mismatches(ANSWER, List.of(createdAt))).isEmpty();
        assertThat(AbridgedJson.parse(shown).mismatches(ANSWER, List.of(otherBuild))).containsExactly(
                "/status/db/created_at: the server answered \"2026-11-22T02:14:29Z\", which is not the manifest's"
                        + " 2026-11-23T00:00:00Z");
        assertThat(AbridgedJson.parse("{\"purls\":[...],\"status\":{...}}").mismatches(ANSWER, List.of(otherBuild)))
                .as("checked where the README leaves it out").containsExactly(
                "/status/db/created_at: the server answered \"2026-11-22T02:14:29Z\", which is not the manifest's"
                        + " 2026-11-23T00:00:00Z");
        assertThat(AbridgedJson.parse(shown.replace("2025-01-01T00:00:00Z", "..."))
                .mismatches(ANSWER, List.of(createdAt))).containsExactly(
                "/status/db/created_at: the README shows \"...\", which does not look like a value of this field ("
                        + VaryingValue.INSTANT + ")");
    }

    @Test
    void textThatIsNotJsonOnceDotsAreReadIsRefused() {
        assertThatThrownBy(() -> AbridgedJson.parse("{\"purls\":...}")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not JSON");
        assertThatThrownBy(() -> AbridgedJson.parse("{\"purls\":[{\"purl\":\"pkg:github/scanoss/engine\",...}]"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
