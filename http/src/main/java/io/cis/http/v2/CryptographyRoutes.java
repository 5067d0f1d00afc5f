package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.cryptography.Algorithm;
import io.cis.engine.cryptography.ComponentAlgorithms;
import io.cis.http.RequestScope;
import io.cis.http.StreamedJson;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/**
 * Cryptographic algorithms of a component version: {@code POST /v2/cryptography/algorithms/components} (E6) and
 * {@code GET /v2/cryptography/algorithms/component} (E13).
 */
public final class CryptographyRoutes {

    private static final String MESSAGE = "Cryptographic algorithms successfully retrieved";

    private final RequestScope engine;
    private final ComponentQueries queries;
    private final StreamedJson json;
    private final V2StatusBlocks statuses;

    public CryptographyRoutes(RequestScope engine, ComponentQueries queries, V2StatusBlocks statuses, StreamedJson json) {
        this.json = json;
        this.engine = engine;
        this.queries = queries;
        this.statuses = statuses;
    }

    /** One component of the E6 and E13 answers. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AlgorithmsItem(
            @JsonProperty("purl") String purl,
            @JsonProperty("requirement") String requirement,
            @JsonProperty("version") String version,
            @JsonProperty("algorithms") List<Algorithm> algorithms,
            @JsonProperty("info_code") String infoCode,
            @JsonProperty("info_message") String infoMessage) {
    }

    /** The E6 answer. */
    public record AlgorithmsBatch(@JsonProperty("components") List<AlgorithmsItem> components,
                                  @JsonProperty("status") V2Status status) {
    }

    /** The E13 answer. */
    public record AlgorithmsSingle(@JsonProperty("component") AlgorithmsItem component,
                                   @JsonProperty("status") V2Status status) {
    }

    public void register(RoutesConfig routes) {
        routes.post("/v2/cryptography/algorithms/components", this::batch);
        routes.get("/v2/cryptography/algorithms/component", this::single);
    }

    private void batch(Context ctx) throws IOException {
        List<AlgorithmsItem> items = engine.answerEach(queries.batch(ctx, "components"), this::algorithms);
        json.send(ctx, new AlgorithmsBatch(items, status()));
    }

    private void single(Context ctx) throws IOException {
        json.send(ctx, new AlgorithmsSingle(algorithms(queries.single(ctx)), status()));
    }

    private V2Status status() {
        return statuses.success(MESSAGE, engine.get().identity());
    }

    private AlgorithmsItem algorithms(ComponentQuery query) {
        ComponentAlgorithms answer = engine.get().cryptography().algorithms(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        // as for the spec's unknown-component items elsewhere: no version resolved, no requirement echoed
        String requirement = answer.resolution().hasVersion() ? query.requirement() : "";
        return new AlgorithmsItem(query.purl(), requirement, answer.resolution().version(), answer.algorithms(),
                outcome.infoCode(), outcome.infoMessage());
    }
}
