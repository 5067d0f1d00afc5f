package io.cis.engine.version;

import static org.assertj.core.api.Assertions.assertThat;

import io.cis.engine.purl.Ecosystem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case of each ecosystem's reference test suite (converted to data files, provenance in
 * {@code version/references/SOURCES.md}), run against that ecosystem's dialect. A case outside the documented scope
 * is listed in {@code exclusions.tsv} with its reason and reported as skipped, never silently passed.
 */
class ReferenceSuitesTest {

    private static final List<String> FILES = List.of("npm-fixtures.tsv", "pypi-tests.tsv", "maven-tests.tsv",
            "go-tests.tsv", "cargo-tests.tsv", "nuget-tests.tsv", "rubygems-tests.tsv", "composer-tests.tsv",
            "hex-tests.tsv", "pub-tests.tsv", "hackage-tests.tsv", "cran-tests.tsv", "swift-tests.tsv");
    /**
     * Ecosystems whose reference answers "satisfies" as bare membership in the range's bounds; resolution adds the
     * ecosystem's pre-release choice on top (see docs/versions.md), which these suites do not test.
     */
    private static final Set<Ecosystem> MEMBERSHIP = Set.of(Ecosystem.MAVEN, Ecosystem.NUGET, Ecosystem.GEM,
            Ecosystem.COMPOSER, Ecosystem.HEX, Ecosystem.PUB,
            Ecosystem.HACKAGE);
    private static final Map<String, String> EXCLUSIONS = exclusions();

    /** One converted case: kind, ecosystem, two operands, the reference's answer, and where it came from. */
    record Case(String file, int line, String kind, String ecosystem, String first, String second, String expected,
                String origin) {

        String key() {
            return String.join("\t", kind, ecosystem, escape(first), escape(second));
        }

        @Override
        public String toString() {
            return file + ":" + line + " " + kind + " " + ecosystem + " [" + first + "] [" + second + "] -> " + expected;
        }
    }

    static Stream<Case> cases() {
        return FILES.stream().flatMap(ReferenceSuitesTest::read);
    }

    private static Stream<Case> read(String file) {
        List<Case> cases = new ArrayList<>();
        int line = 0;
        for (String text : lines(file)) {
            line++;
            if (text.isBlank() || text.startsWith("#")) {
                continue;
            }
            String[] f = text.split("\t", -1);
            cases.add(new Case(file, line, f[0], f[1], unescape(f[2]), unescape(f[3]), unescape(f[4]),
                    f.length > 5 ? f[5] : ""));
        }
        return cases.stream();
    }

    private static List<String> lines(String file) {
        return ReferenceCases.allLines(file);
    }

    private static Map<String, String> exclusions() {
        Map<String, String> reasons = new HashMap<>();
        for (String text : lines("exclusions.tsv")) {
            if (text.isBlank() || text.startsWith("#")) {
                continue;
            }
            String[] f = text.split("\t", -1);
            reasons.put(String.join("\t", Arrays.copyOfRange(f, 0, 4)), f[4]);
        }
        return reasons;
    }

    static String unescape(String field) {
        StringBuilder out = new StringBuilder(field.length());
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\' && i + 1 < field.length()) {
                char next = field.charAt(++i);
                out.append(next == 't' ? '\t' : next == 'n' ? '\n' : next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static String escape(String field) {
        return field.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theDialectAnswersAsTheReferenceDoes(Case c) {
        String excluded = EXCLUSIONS.get(c.key());
        Assumptions.assumeTrue(excluded == null, () -> "outside the documented scope: " + excluded);
        assertThat(answer(VersionSchemes.dialect(Ecosystem.fromType(c.ecosystem())), c)).as(c.toString())
                .isEqualTo(c.expected());
    }

    @Test
    void everyExclusionNamesACaseThatExistsAndStillDiffers() {
        Map<String, Case> byKey = new HashMap<>();
        cases().forEach(c -> byKey.put(c.key(), c));
        for (String key : EXCLUSIONS.keySet()) {
            Case c = byKey.get(key);
            assertThat(c).as("excluded case is in a reference file: " + key).isNotNull();
            assertThat(answer(VersionSchemes.dialect(Ecosystem.fromType(c.ecosystem())), c))
                    .as("an exclusion that now passes should be removed: " + c).isNotEqualTo(c.expected());
        }
    }

    private static <V extends Comparable<V>> String answer(Dialect<V> dialect, Case c) {
        VersionScheme<V> scheme = dialect.scheme();
        switch (c.kind()) {
            case "cmp": {
                V a = scheme.parseOrNull(c.first());
                V b = scheme.parseOrNull(c.second());
                if (a == null || b == null) {
                    return "unparseable " + (a == null ? c.first() : c.second());
                }
                return Integer.toString(Integer.signum(a.compareTo(b)));
            }
            case "valid":
                return Boolean.toString(scheme.isValid(c.first()));
            case "ne": {
                V a = scheme.parseOrNull(c.first());
                V b = scheme.parseOrNull(c.second());
                return Boolean.toString(a != null && b != null && a.compareTo(b) != 0);
            }
            case "pre":
                return Boolean.toString(scheme.isPrerelease(c.first()));
            case "rangevalid":
                return Boolean.toString(parses(dialect, c.first()));
            case "sat":
                return satisfies(dialect, c.first(), c.second());
            case "max":
                return highest(dialect, c.first(), List.of(c.second().split("\\|")));
            case "modvalid":
                return Boolean.toString(GoModuleVersions.problem(c.first(), c.second()).isEmpty());
            case "pseudo":
                return Boolean.toString(GoModuleVersions.isPseudoVersion(c.first()));
            case "pseudobase": {
                String base = GoModuleVersions.pseudoVersionBase(c.first());
                return base == null ? "invalid" : base.isEmpty() ? "-" : base;
            }
            default:
                throw new IllegalArgumentException("unknown case kind " + c.kind());
        }
    }

    private static boolean parses(Dialect<?> dialect, String requirement) {
        try {
            RequirementParser.parse(requirement, dialect);
            return true;
        } catch (InvalidRequirementException e) {
            return false;
        }
    }

    private static <V extends Comparable<V>> String satisfies(Dialect<V> dialect, String requirement, String version) {
        Requirement<V> parsed;
        try {
            parsed = RequirementParser.parse(requirement, dialect);
        } catch (InvalidRequirementException e) {
            return "invalid";
        }
        V candidate = dialect.scheme().parseOrNull(version);
        if (parsed instanceof Requirement.Range<V> range && candidate != null) {
            return Boolean.toString(MEMBERSHIP.contains(dialect.ecosystem())
                    ? range.range().contains(candidate) : range.range().test(candidate));
        }
        // An exact requirement (or an unparseable candidate) goes the resolver's own way over a one-version catalog.
        return Boolean.toString(resolve(dialect, requirement, List.of(version)).isPresent());
    }

    private static <V extends Comparable<V>> String highest(Dialect<V> dialect, String requirement,
            List<String> candidates) {
        if (!parses(dialect, requirement)) {
            return "invalid";
        }
        return resolve(dialect, requirement, candidates).orElse("-");
    }

    private static Optional<String> resolve(Dialect<?> dialect, String requirement, List<String> versions) {
        KnownVersions known = KnownVersions.sortedBy(dialect.scheme(), versions);
        Resolution resolution = new VersionResolver(e -> dialect).resolve(
                new ResolveRequest(dialect.ecosystem(), null, requirement, ResolveOptions.STRICT), Optional.of(known));
        return resolution.code() == ResolutionCode.OK ? Optional.of(resolution.version()) : Optional.empty();
    }
}
