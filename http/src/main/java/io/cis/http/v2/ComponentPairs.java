package io.cis.http.v2;

import io.cis.engine.Engine;
import io.cis.http.RequestScope;
import io.cis.http.RequestScopes;
import io.cis.http.StreamedJson;
import io.cis.http.answers.ComponentAnswer;
import io.cis.http.answers.ComponentsAnswer;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Registers a domain's pair of component routes with one call, in the spirit of Javalin's {@code ApiBuilder.crud}:
 * {@code GET <base>/component} answers the component of the {@code purl} and {@code requirement} query parameters,
 * {@code POST <base>/components} each component of a {@code {"components": [...]}} body. Both read their input, open
 * the request's scope, answer every component with one function of the engine, and write the answer while it is
 * encoded; only the envelope around the items differs from domain to domain.
 */
public final class ComponentPairs {

    /** The answer of one component by the request's engine. */
    @FunctionalInterface
    public interface ItemAnswer<T> extends BiFunction<Engine, ComponentQuery, T> {
    }

    /** What a domain wraps its items in: the batch's list, the single's item, each with the engine that answered. */
    public interface Envelope<T> {
        Object batch(List<T> items, Engine engine);

        Object single(T item, Engine engine);
    }

    private final RequestScopes scopes;
    private final ComponentQueries queries;
    private final StreamedJson json;

    public ComponentPairs(RequestScopes scopes, ComponentQueries queries, StreamedJson json) {
        this.scopes = scopes;
        this.queries = queries;
        this.json = json;
    }

    /** The usual envelopes: {@code {"components", "status"}} and {@code {"component", "status"}}, with {@code message}. */
    public static <T> Envelope<T> withStatus(V2StatusBlocks statuses, String message) {
        return new Envelope<>() {
            @Override
            public Object batch(List<T> items, Engine engine) {
                return new ComponentsAnswer<>(items, statuses.success(message, engine.identity()));
            }

            @Override
            public Object single(T item, Engine engine) {
                return new ComponentAnswer<>(item, statuses.success(message, engine.identity()));
            }
        };
    }

    /** Registers {@code GET base/component} and {@code POST base/components}. */
    public <T> void register(RoutesConfig routes, String base, ItemAnswer<T> answer, Envelope<T> envelope) {
        routes.get(base + "/component", ctx -> single(ctx, answer, envelope));
        routes.post(base + "/components", ctx -> batch(ctx, "components", answer, envelope::batch));
    }

    /** Registers a batch route alone, reading its components from {@code field} of the body. */
    public <T> void registerBatch(RoutesConfig routes, String path, String field, ItemAnswer<T> answer,
                                  BiFunction<List<T>, Engine, Object> envelope) {
        routes.post(path, ctx -> batch(ctx, field, answer, envelope));
    }

    private <T> void single(Context ctx, ItemAnswer<T> answer, Envelope<T> envelope) throws IOException {
        ComponentQuery asked = queries.single(ctx);
        try (RequestScope request = scopes.open(ctx)) {
            json.send(ctx, envelope.single(answer.apply(request.engine(), asked), request.engine()));
        }
    }

    private <T> void batch(Context ctx, String field, ItemAnswer<T> answer, BiFunction<List<T>, Engine, Object> envelope)
            throws IOException {
        List<ComponentQuery> asked = queries.batch(ctx, field);
        try (RequestScope request = scopes.open(ctx)) {
            List<T> items = request.answerEach(asked, answer);
            json.send(ctx, envelope.apply(items, request.engine()));
        }
    }
}
