package io.cis.bench;

import java.io.IOException;
import java.util.List;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * In-process cost of one component's answer per domain, as the v2 endpoints (and E1) ask for it: purl parsing,
 * component read, version resolution and the domain's lookup, without HTTP or JSON rendering. Each trial builds a
 * snapshot from {@code feeds} (or opens {@code snapshot}) and rotates through components that have data in the domain, so the block cache is
 * warm but no single key is hot.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class DomainLookupBenchmark {

    /** Comma-separated feeds roots to build from; relative paths resolve against the working directory (the repository root). */
    @Param(FeedsSnapshot.DEFAULT_FEEDS)
    public String feeds;

    /** An existing snapshot directory to open instead of building {@code feeds} (e.g. the reference size). */
    @Param("")
    public String snapshot;

    /** A {@link LookupDomain} name. */
    @Param({"VULNERABILITIES", "CPES", "COMPONENT_LICENSES", "CRYPTOGRAPHY", "STATUS", "GEOPROVENANCE",
            "STATIC_ANALYSIS", "RELEASES", "RELEASE_LISTING"})
    public String domain;

    /** How many requests with data to rotate through, spread evenly over the components that have any. */
    @Param("64")
    public int components;

    private FeedsSnapshot opened;
    private LookupDomain lookup;
    private ComponentRequest[] requests;
    private int next;

    @Setup
    public void prepare() throws IOException {
        opened = FeedsSnapshot.open(feeds, snapshot);
        try {
            lookup = LookupDomain.valueOf(domain);
            List<ComponentRequest> all = new RequestSampler(opened.snapshot(), opened.engine()).allWithData(lookup);
            if (all.isEmpty()) {
                throw new IllegalStateException(domain + ": no component in " + feeds + " has data in this domain");
            }
            requests = RequestSampler.spread(all, components).toArray(ComponentRequest[]::new);
            System.out.printf("%n%s: rotating through %d of %d requests with data, e.g. %s%n",
                    domain, requests.length, all.size(), requests[0]);
        } catch (RuntimeException e) {
            // JMH skips the tear-down of a failed set-up: remove the temporary snapshot here.
            opened.close();
            throw e;
        }
    }

    @TearDown
    public void close() {
        opened.close();
    }

    @Benchmark
    public Object lookup() {
        ComponentRequest request = requests[next];
        next = next + 1 == requests.length ? 0 : next + 1;
        return lookup.answer(opened.engine(), request);
    }
}
