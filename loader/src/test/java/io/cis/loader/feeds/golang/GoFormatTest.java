package io.cis.loader.feeds.golang;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.loader.SampleFeeds;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import io.cis.loader.feeds.registry.RegistryLoad;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Go module proxy feed against the recorded {@code @v/list} of go-kit/kit and the {@code @v/v4.5.2.mod} of
 * golang-jwt/jwt/v4 (which retracts v4.4.0). Expected values are read from the files by the test.
 */
class GoFormatTest {

    private static final String KIT = "pkg:golang/github.com/go-kit/kit";
    private static final String JWT = "pkg:golang/github.com/golang-jwt/jwt/v4";
    private static final Path JWT_MOD = Path.of("github.com/golang-jwt/jwt/v4/@v/v4.5.2.mod");
    private static RegistryLoad load;

    @BeforeAll
    static void loadSamples() throws Exception {
        load = RegistryLoad.of(new GoFormat(), SampleFeeds.root());
    }

    private static String sample(Path relative) throws IOException {
        return Files.readString(SampleFeeds.registry("go").resolve(relative.toString()));
    }

    @Test
    void theVersionListGivesTheModulesVersionsWithoutStateWhenNoGoModSaysWhichAreRetracted() throws IOException {
        List<String> listed = sample(Path.of("github.com/go-kit/kit/@v/list")).lines().map(String::strip)
                .filter(line -> !line.isEmpty()).toList();
        assertThat(listed).hasSize(10);
        assertThat(load.versions(KIT)).extracting(VersionFacts::version).containsExactlyInAnyOrderElementsOf(listed);
        assertThat(load.versions(KIT)).allSatisfy(version -> {
            assertThat(version.status()).as(version.version()).isNull();
            assertThat(version.releaseDate()).as("the list states no day").isNull();
        });
        ComponentFacts kit = load.component(KIT);
        assertThat(kit.name()).isEqualTo("github.com/go-kit/kit");
        assertThat(kit.sourcePurl()).isEqualTo("pkg:github/go-kit/kit");
    }

    @Test
    void theGoModOfTheNewestVersionRetractsWhatItNamesAndLeavesTheOthersActive() throws IOException {
        Matcher retract = Pattern.compile("retract \\(\\s*(v\\S+)").matcher(sample(JWT_MOD));
        assertThat(retract.find()).isTrue();
        assertThat(retract.group(1)).isEqualTo("v4.4.0");
        assertThat(load.version(JWT, "v4.4.0").orElseThrow().status()).isEqualTo("retracted");
        assertThat(load.version(JWT, "v4.5.2").orElseThrow().status()).isEqualTo("active");
        assertThat(load.versions(JWT)).hasSize(2);
        assertThat(load.versions(JWT)).allSatisfy(version -> assertThat(version.checkDate()).isNull());
        ComponentFacts jwt = load.component(JWT);
        assertThat(jwt.status()).as("go.mod has no Deprecated: comment").isEqualTo("active");
        assertThat(jwt.sourcePurl()).isEqualTo("pkg:github/golang-jwt/jwt");
        assertThat(load.result().skipped()).isEmpty();
    }

    @Test
    void aDeprecatedCommentOnTheModuleDirectiveDeprecatesTheModule(@TempDir Path root) throws Exception {
        String mod = "// Deprecated: use github.com/golang-jwt/jwt/v5 instead.\n" + sample(JWT_MOD);
        write(root.resolve("registries/go").resolve(JWT_MOD.toString()), mod);
        assertThat(RegistryLoad.of(new GoFormat(), root).component(JWT).status()).isEqualTo("deprecated");
    }

    @Test
    void anOlderGoModStillRetractsButVouchesForNoOtherVersion(@TempDir Path root) throws Exception {
        Path module = root.resolve("registries/go/github.com/golang-jwt/jwt/v4/@v");
        write(module.resolve("v4.5.2.mod"), sample(JWT_MOD));
        write(module.resolve("list"), "v4.4.0\nv4.5.2\nv4.5.3\n");
        write(root.resolve("registries/go/github.com/golang-jwt/jwt/v4/@latest"),
                "{\"Version\":\"v4.5.3\",\"Time\":\"2024-11-01T10:00:00Z\"}");

        RegistryLoad older = RegistryLoad.of(new GoFormat(), root);

        assertThat(older.version(JWT, "v4.4.0").orElseThrow().status()).isEqualTo("retracted");
        assertThat(older.version(JWT, "v4.5.2").orElseThrow().status()).isNull();
        VersionFacts latest = older.version(JWT, "v4.5.3").orElseThrow();
        assertThat(latest.status()).isNull();
        assertThat(latest.releaseDate()).as("@latest's Time").isEqualTo("2024-11-01");
    }

    @Test
    void escapedPathsAreUnescapedAndBrokenResponsesAreSkippedWithTheirReason(@TempDir Path root) throws Exception {
        Path go = root.resolve("registries/go");
        write(go.resolve("github.com/!burnt!sushi/toml/@v/list"), "v1.2.0\nnot-a-version\n");
        write(go.resolve("github.com/golang-jwt/jwt/v4/@v/v4.5.2.mod"), sample(JWT_MOD).replace(")", ""));
        write(go.resolve("github.com/golang-jwt/jwt/v4/@v/v4.5.1.mod"), sample(JWT_MOD).replace("/v4", "/v5"));
        write(go.resolve("github.com/golang-jwt/jwt/v4/@v/v4.5.2.zip"), "PK");
        write(go.resolve("github.com/Upper/case/@v/list"), "v1.0.0\n");

        RegistryLoad partial = RegistryLoad.of(new GoFormat(), root);

        assertThat(partial.version("pkg:golang/github.com/burntsushi/toml", "v1.2.0")).isPresent();
        assertThat(partial.component("pkg:golang/github.com/burntsushi/toml").name())
                .isEqualTo("github.com/BurntSushi/toml");
        assertThat(partial.result().skipped()).extracting(SkippedRecord::reason).anySatisfy(
                r -> assertThat(r).isEqualTo("not a module version: \"not-a-version\""))
                .anySatisfy(r -> assertThat(r).contains("block is not closed"))
                .anySatisfy(r -> assertThat(r).isEqualTo("go.mod declares module github.com/golang-jwt/jwt/v5, not github.com/golang-jwt/jwt/v4"))
                .anySatisfy(r -> assertThat(r).contains("archives are not read"))
                .anySatisfy(r -> assertThat(r).contains("not escaped"));
        assertThat(partial.result().skipped()).hasSize(5);
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
