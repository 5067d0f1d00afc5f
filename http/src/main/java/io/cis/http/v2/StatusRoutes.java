package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.status.ComponentStatus;
import io.cis.http.RequestScope;
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

    private final RequestScope engine;
    private final ComponentQueries queries;
    private final StreamedJson json;

    public StatusRoutes(RequestScope engine, ComponentQueries queries, StreamedJson json) {
        this.json = json;
        this.engine = engine;
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
        List<StatusItem> items = engine.answerEach(queries.batch(ctx, "components"), this::item);
        json.send(ctx, new StatusBatch(items));
    }

    private void single(Context ctx) throws IOException {
        json.send(ctx, item(queries.single(ctx)));
    }

    private StatusItem item(ComponentQuery query) {
        ComponentStatus status = engine.get().status().status(query.purl(), query.requirement());
        ComponentStatus.VersionStatus version = status.versionStatus();
        ComponentStatus.LifecycleStatus lifecycle = status.componentStatus();
        Outcome outcome = Outcome.of(status.resolution());
        return new StatusItem(query.purl(), status.name(), query.requirement(),
                new VersionStatusBody(version.version(), version.status(), version.indexedDate(), version.checkDate()),
                new ComponentStatusBody(lifecycle.status(), lifecycle.firstIndexedDate(), lifecycle.lastIndexedDate()),
                outcome.infoCode(), outcome.infoMessage());
    }
}
