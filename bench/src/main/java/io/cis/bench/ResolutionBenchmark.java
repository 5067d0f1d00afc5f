package io.cis.bench;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.version.KnownVersions;
import io.cis.engine.version.Resolution;
import io.cis.engine.version.ResolveOptions;
import io.cis.engine.version.ResolveRequest;
import io.cis.engine.version.VersionResolver;
import io.cis.engine.version.VersionSchemes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * Request-time cost of resolving a requirement over one component with 5,000 versions, pre-sorted as the catalog
 * stores them. Sample mode reports the median (p0.50) per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ResolutionBenchmark {

    /** Ecosystem and requirement; "latest" asks with no requirement. */
    @Param({
        "NPM|^25.3.0", "NPM|>=10.0.0 <30.0.0", "NPM|~49.9", "NPM|25.3.7", "NPM|latest",
        "MAVEN|[25.3,26)", "MAVEN|>=10.0 <30.0",
        "PYPI|~=25.3", "PYPI|>=10,<30"})
    public String query;

    private final VersionResolver resolver = new VersionResolver();
    private Optional<KnownVersions> known;
    private ResolveRequest request;

    @Setup
    public void prepare() {
        String[] parts = query.split("\\|", 2);
        Ecosystem ecosystem = Ecosystem.valueOf(parts[0]);
        String requirement = "latest".equals(parts[1]) ? null : parts[1];
        known = Optional.of(KnownVersions.sortedBy(VersionSchemes.forEcosystem(ecosystem), fiveThousandVersions()));
        request = new ResolveRequest(ecosystem, null, requirement, ResolveOptions.STRICT);
        Resolution check = resolver.resolve(request, known);
        if (check.version().isEmpty()) {
            throw new IllegalStateException(query + " resolves to nothing: " + check.message());
        }
    }

    @Benchmark
    public Resolution resolve() {
        return resolver.resolve(request, known);
    }

    static List<String> fiveThousandVersions() {
        List<String> versions = new ArrayList<>(5_000);
        for (int major = 0; major < 50; major++) {
            for (int minor = 0; minor < 10; minor++) {
                for (int patch = 0; patch < 10; patch++) {
                    versions.add(major + "." + minor + "." + patch);
                }
            }
        }
        return versions;
    }
}
