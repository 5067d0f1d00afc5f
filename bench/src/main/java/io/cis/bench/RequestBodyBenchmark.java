package io.cis.bench;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.cis.http.StrictUtf8;
import io.cis.http.body.JsonBodyReader;
import io.cis.http.body.JsonLimits;
import io.cis.http.v2.ComponentQueries;
import io.cis.http.v2.ComponentQuery;
import io.cis.http.v2.JsonBodies;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading one E3 body of 1,000 components into the request records, as the v2 batch routes do (a token stream), and
 * as they did before (the whole body parsed into a tree, then walked). Sample mode reports the median per body.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RequestBodyBenchmark {

    /** An E3 body of the demo workload (relative paths resolve against the working directory). */
    @Param("bench/workloads/demo/e3-1000/0001.json")
    public String body;

    private byte[] bytes;
    private final ComponentQueries streamed = new ComponentQueries(
            new JsonBodies(new JsonBodyReader(JsonLimits.DEFAULTS)), 5_000);
    private final ObjectMapper mapper = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    @Setup
    public void prepare() {
        try {
            bytes = Files.readAllBytes(Path.of(body));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<ComponentQuery> expected = tree();
        if (expected.size() != 1_000 || !expected.equals(streaming())) {
            throw new IllegalStateException(body + ": the two reads disagree or the body is not 1,000 components");
        }
    }

    @Benchmark
    public List<ComponentQuery> streaming() {
        return streamed.batch(bytes, "components");
    }

    @Benchmark
    public List<ComponentQuery> tree() {
        if (!StrictUtf8.valid(bytes)) {
            throw new IllegalStateException("not UTF-8");
        }
        try {
            JsonNode list = mapper.readTree(bytes).get("components");
            List<ComponentQuery> queries = new ArrayList<>(list.size());
            for (JsonNode item : list) {
                queries.add(new ComponentQuery(item.path("purl").asText(""), item.path("requirement").asText("")));
            }
            return queries;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
