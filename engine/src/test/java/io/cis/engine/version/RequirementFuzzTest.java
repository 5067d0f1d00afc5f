package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.cis.engine.purl.Ecosystem;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Fuzzes the requirement parser and the resolver. An input's first line is a purl type, its second a requirement,
 * the rest the component's known versions. The parser either reads the requirement or throws
 * {@link InvalidRequirementException}; the resolver never fails internally ({@code RESOLVE_FAILED}); a version it
 * resolves is a listed one, and one resolved for a range satisfies that range.
 */
class RequirementFuzzTest {

    private static final int MAX_VERSIONS = 64;

    private final VersionResolver resolver = new VersionResolver();

    @FuzzTest(maxDuration = "5m")
    void resolvedVersionsAreListedAndSatisfyTheRange(byte[] input) {
        List<String> lines = new String(input, StandardCharsets.UTF_8).lines().limit(MAX_VERSIONS + 2L).toList();
        if (lines.size() < 2) {
            return;
        }
        Ecosystem ecosystem = Ecosystem.fromType(lines.get(0).strip());
        String requirement = lines.get(1);
        List<String> listed = lines.subList(2, lines.size());
        check(VersionSchemes.dialect(ecosystem), requirement, listed);
    }

    private <V extends Comparable<V>> void check(Dialect<V> dialect, String requirement, List<String> listed) {
        Requirement<V> parsed = parseOrNull(requirement, dialect);
        KnownVersions known = KnownVersions.sortedBy(dialect.scheme(), listed);
        Resolution resolution = resolver.resolve(
                new ResolveRequest(dialect.ecosystem(), null, requirement, ResolveOptions.STRICT), Optional.of(known));

        assertThat(resolution.code()).as("%s against %s", requirement, listed).isNotEqualTo(ResolutionCode.RESOLVE_FAILED);
        if (!resolution.hasVersion()) {
            return;
        }
        assertThat(listed).as("strict resolution picks a listed version").contains(resolution.version());
        if (resolution.basis() == Basis.RANGE) {
            assertThat(parsed).as("a range basis comes from a parsed range").isInstanceOf(Requirement.Range.class);
            V version = dialect.scheme().parseOrNull(resolution.version());
            assertThat(version).isNotNull();
            assertThat(((Requirement.Range<V>) parsed).range().test(version))
                    .as("%s satisfies %s", resolution.version(), requirement).isTrue();
        }
    }

    private static <V extends Comparable<V>> Requirement<V> parseOrNull(String requirement, Dialect<V> dialect) {
        if (requirement.isBlank()) {
            return null;
        }
        try {
            return RequirementParser.parse(requirement, dialect);
        } catch (InvalidRequirementException documented) {
            return null;
        }
    }
}
