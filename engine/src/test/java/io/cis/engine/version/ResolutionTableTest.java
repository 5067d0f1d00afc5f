package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The resolution rules, one row of {@code version/resolution-cases.txt} per case, against {@code catalog.txt}. */
class ResolutionTableTest {

    private static final Pattern COLUMNS = Pattern.compile("\\s{2,}|\\t");
    private static TestCatalog catalog;
    private final VersionResolver resolver = new VersionResolver();

    @BeforeAll
    static void loadCatalog() {
        catalog = TestCatalog.load();
    }

    static Stream<Arguments> cases() {
        List<String> lines = TestCatalog.lines("/version/resolution-cases.txt");
        return lines.stream()
                .filter(line -> !line.isBlank() && !line.strip().startsWith("#"))
                .map(line -> {
                    String[] c = COLUMNS.split(line.strip());
                    if (c.length != 7) {
                        throw new IllegalStateException("expected 7 columns: " + line);
                    }
                    return Arguments.of(c[0], dash(c[1]), c[2], ResolutionCode.valueOf(c[3]), dash(c[4]),
                            !"no".equals(c[5]), dash(c[6]));
                });
    }

    @ParameterizedTest(name = "{0} [{1}] {2} -> {3} {4}")
    @MethodSource("cases")
    void resolves(String purl, String requirement, String mode, ResolutionCode code, String version,
                  boolean listed, String message) {
        Resolution resolution = resolver.resolve(purl, requirement, options(mode), catalog);

        assertThat(resolution.code()).as(resolution.message()).isEqualTo(code);
        assertThat(resolution.version()).isEqualTo(version == null ? "" : version);
        assertThat(resolution.listed()).isEqualTo(code.hasVersion() && listed);
        assertThat(resolution.hasVersion()).isEqualTo(code.hasVersion());
        if (message != null) {
            assertThat(resolution.message()).contains(message);
        }
        if (code == ResolutionCode.OK && listed) {
            assertThat(resolution.message()).isEmpty();
        } else {
            assertThat(resolution.message()).isNotBlank().doesNotContain("\n");
        }
    }

    private static ResolveOptions options(String mode) {
        boolean unlisted = mode.endsWith("+unlisted");
        String name = unlisted ? mode.substring(0, mode.length() - "+unlisted".length()) : mode;
        NotFoundMode notFound = NotFoundMode.valueOf(name.toUpperCase(java.util.Locale.ROOT));
        return new ResolveOptions(notFound, unlisted);
    }

    private static String dash(String value) {
        return "-".equals(value) ? null : value;
    }
}
