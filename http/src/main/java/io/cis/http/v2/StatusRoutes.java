package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.Engine;
import io.cis.http.RequestScope;
import io.cis.http.RequestScopes;
import io.cis.http.StreamedJson;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/**
 * Lifecycle status (E7): {@code POST /v2/components/status/components} and
 * {@code GET /v2/components/status/component}. As in the interface, the batch answer has no status block, and the
 * single answer is the item itself.
 */
public final class StatusRoutes {

    private final RequestScopes scopes;
    private final ComponentQueries queries;
    private final StreamedJson json;

    public StatusRoutes(RequestScopes scopes, ComponentQueries queries, StreamedJson json) {
        this.json = json;
        this.scopes = scopes;
        this.queries = queries;
    }

    /** The E7 component status item. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record StatusItem(
            @JsonProperty("purl") String purl,
            @JsonProperty("name") String name,
            @JsonProperty("requirement") String requirement,
            @JsonProperty("version_status") VersionStatusBody versionStatus,
            @JsonProperty("component_status") ComponentStatusBody componentStatus,
            @JsonProperty("info_code") String infoCode,
            @JsonProperty("info_message") String infoMessage) {
    }

    /** {@code version_status}. */
    public record VersionStatusBody(
            @JsonProperty("version") String version,
            @JsonProperty("status") String status,
            @JsonProperty("indexed_date") String indexedDate,
            @JsonProperty("check_date") String checkDate) {
    }

    /** {@code component_status}. */
    public record ComponentStatusBody(
            @JsonProperty("status") String status,
            @JsonProperty("first_indexed_date") String firstIndexedDate,
            @JsonProperty("last_indexed_date") String lastIndexedDate) {
    }

    /** The E7 batch response. */
    public record StatusBatch(@JsonProperty("components") List<StatusItem> components) {
    }

    public void register(RoutesConfig routes) {
        routes.post("/v2/components/status/components", this::batch);
        routes.get("/v2/components/status/component", this::single);
    }

    private void batch(Context ctx) throws IOException {
        List<ComponentQuery> asked = queries.batch(ctx, "components");
        try (RequestScope request = scopes.open(ctx)) {
            json.send(ctx, new StatusBatch(request.answerEach(asked, this::item)));
        }
    }

    private void single(Context ctx) throws IOException {
        ComponentQuery asked = queries.single(ctx);
        try (RequestScope request = scopes.open(ctx)) {
            json.send(ctx, item(request.engine(), asked));
        }
    }

    private StatusItem item(Engine engine, ComponentQuery query) {
        ComponentStatus status = engine.status().status(query.purl(), query.requirement());
        ComponentStatus.VersionStatus version = status.versionStatus();
        ComponentStatus.LifecycleStatus lifecycle = status.componentStatus();
        Outcome outcome = Outcome.of(status.resolution());
        return new StatusItem(query.purl(), status.name(), query.requirement(),
                new VersionStatusBody(version.version(), version.status(), version.indexedDate(), version.checkDate()),
                new ComponentStatusBody(lifecycle.status(), lifecycle.firstIndexedDate(), lifecycle.lastIndexedDate()),
                outcome.infoCode(), outcome.infoMessage());
    }
}
