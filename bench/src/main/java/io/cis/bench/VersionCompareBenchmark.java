package io.cis.bench;

import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of comparing two already parsed versions in each ecosystem's scheme: what sorting a catalog, placing a
 * request among range boundaries and scanning candidates repeat. Each invocation compares {@value #PAIRS} pairs of
 * versions spelled as that ecosystem spells them (releases, pre-releases, its own suffixes); the score is per pair.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class VersionCompareBenchmark {

    static final int PAIRS = 1024;

    /** Each scheme with the spelling of one of its versions from (major, minor, patch, kind). */
    private static final Map<String, Spelling> SPELLINGS = Map.ofEntries(
            Map.entry("semver", new Spelling(VersionSchemes.SEMVER, "%d.%d.%d", "%d.%d.%d-beta.%d")),
            Map.entry("maven", new Spelling(VersionSchemes.MAVEN, "%d.%d.%d", "%d.%d.%d-RC%d")),
            Map.entry("pep440", new Spelling(VersionSchemes.PEP440, "%d.%d.%d", "%d.%d.%drc%d")),
            Map.entry("cargo", new Spelling(VersionSchemes.CARGO, "%d.%d.%d", "%d.%d.%d-alpha.%d")),
            Map.entry("nuget", new Spelling(VersionSchemes.NUGET, "%d.%d.%d", "%d.%d.%d-Preview.%d")),
            Map.entry("rubygems", new Spelling(VersionSchemes.RUBYGEMS, "%d.%d.%d", "%d.%d.%d.rc%d")),
            Map.entry("composer", new Spelling(VersionSchemes.COMPOSER, "v%d.%d.%d", "%d.%d.%d-beta%d")),
            Map.entry("generic", new Spelling(VersionSchemes.GENERIC, "%d.%d.%d", "%d.%d.%d-rc%d")),
            Map.entry("hex", new Spelling(VersionSchemes.HEX, "%d.%d.%d", "%d.%d.%d-rc.%d")),
            Map.entry("pub", new Spelling(VersionSchemes.PUB, "%d.%d.%d", "%d.%d.%d-dev.%d")),
            Map.entry("hackage", new Spelling(VersionSchemes.HACKAGE, "%d.%d.%d", "%d.%d.%d.%d")),
            Map.entry("golang", new Spelling(VersionSchemes.GO, "v%d.%d.%d", "v%d.%d.%d-rc.%d")),
            Map.entry("cran", new Spelling(VersionSchemes.CRAN, "%d.%d-%d", "%d.%d-%d.%d")),
            Map.entry("swift", new Spelling(VersionSchemes.SWIFT, "%d.%d.%d", "%d.%d.%d-beta.%d")));

    @Param({"semver", "maven", "pep440", "cargo", "nuget", "rubygems", "composer", "generic", "hex", "pub", "hackage",
        "golang", "cran", "swift"})
    public String scheme;

    @SuppressWarnings("rawtypes")
    private Comparable[] left;
    @SuppressWarnings("rawtypes")
    private Comparable[] right;

    private record Spelling(VersionScheme<?> scheme, String release, String prerelease) {
    }

    @Setup
    public void prepare() {
        Spelling spelling = SPELLINGS.get(scheme);
        Function<String, Comparable<?>> parse = text -> {
            Comparable<?> parsed = spelling.scheme().parseOrNull(text);
            if (parsed == null) {
                throw new IllegalStateException(scheme + " cannot parse " + text);
            }
            return parsed;
        };
        Random random = new Random(7);
        List<Comparable<?>> a = new ArrayList<>(PAIRS);
        List<Comparable<?>> b = new ArrayList<>(PAIRS);
        for (int i = 0; i < PAIRS; i++) {
            // Pairs close together, as neighbours in a sorted catalog are: same major, often same minor.
            int major = random.nextInt(5);
            int minor = random.nextInt(3);
            a.add(parse.apply(spell(spelling, random, major, minor)));
            b.add(parse.apply(spell(spelling, random, major, minor)));
        }
        left = a.toArray(Comparable[]::new);
        right = b.toArray(Comparable[]::new);
    }

    private static String spell(Spelling spelling, Random random, int major, int minor) {
        int patch = random.nextInt(3);
        return random.nextInt(4) == 0
                ? String.format(spelling.prerelease(), major, minor, patch, 1 + random.nextInt(3))
                : String.format(spelling.release(), major, minor, patch);
    }

    @Benchmark
    @OperationsPerInvocation(PAIRS)
    @SuppressWarnings("unchecked")
    public int compare() {
        int sum = 0;
        for (int i = 0; i < PAIRS; i++) {
            sum += left[i].compareTo(right[i]);
        }
        return sum;
    }
}
