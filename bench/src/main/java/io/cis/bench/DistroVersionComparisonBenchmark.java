package io.cis.bench;

import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of comparing two versions in the distribution schemes (deb, rpm, apk) against the semver scheme's, on
 * pairs of realistic versions, one sharing a long prefix (the usual case when a package version meets its fix) and
 * one differing in the upstream version:
 * {@code compareParsed} compares two parsed versions (what range matching does per boundary), {@code parseAndCompare}
 * parses both strings first (what sorting a catalog does per pair before its parses are kept).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class DistroVersionComparisonBenchmark {

    /** Scheme and the two versions compared. */
    @Param({
        "semver|3.0.11-rc.1+build.5|3.0.11-rc.2+build.5",
        "deb|1:3.0.11-1~deb12u2|1:3.0.11-1~deb12u3",
        "rpm|1:3.0.7-24.el9_3.2|1:3.0.7-24.el9_3.10",
        "apk|1.36.1_p2-r2|1.36.1_p2-r10",
        "deb|2.34-0.1ubuntu9.3|2.35-0ubuntu3.1",
        "rpm|2.34-83.el9_3.7|2.35-1.el9",
        "apk|1.35.0-r17|1.36.1-r2"})
    public String pair;

    private Compared<?> compared;

    @Setup
    public void prepare() {
        String[] parts = pair.split("\\|", 3);
        VersionScheme<?> scheme = switch (parts[0]) {
            case "semver" -> VersionSchemes.SEMVER;
            case "deb" -> VersionSchemes.DEBIAN;
            case "rpm" -> VersionSchemes.RPM;
            case "apk" -> VersionSchemes.APK;
            default -> throw new IllegalArgumentException(parts[0]);
        };
        compared = Compared.of(scheme, parts[1], parts[2]);
        if (compared.parsed() >= 0) {
            throw new IllegalStateException(pair + ": the first version must sort lower");
        }
    }

    @Benchmark
    public int compareParsed() {
        return compared.parsed();
    }

    @Benchmark
    public int parseAndCompare() {
        return compared.strings();
    }

    /** One scheme's pair, as strings and parsed once. */
    private record Compared<V extends Comparable<V>>(VersionScheme<V> scheme, String a, String b, V parsedA, V parsedB) {

        static <V extends Comparable<V>> Compared<V> of(VersionScheme<V> scheme, String a, String b) {
            return new Compared<>(scheme, a, b, scheme.parseOrNull(a), scheme.parseOrNull(b));
        }

        int parsed() {
            return parsedA.compareTo(parsedB);
        }

        int strings() {
            return scheme.parseOrNull(a).compareTo(scheme.parseOrNull(b));
        }
    }
}
