package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.licenses.ComponentLicenses;
import io.cis.engine.licenses.LicenseEntry;
import io.cis.engine.Engine;
import io.cis.http.RequestScope;
import io.cis.http.RequestScopes;
import io.cis.http.StreamedJson;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/** Component licenses: {@code POST /v2/licenses/components} (E5) and {@code GET /v2/licenses/component}. */
public final class ComponentLicenseRoutes {

    private final RequestScopes scopes;
    private final ComponentQueries queries;
    private final StreamedJson json;
    private final V2StatusBlocks statuses;

    public ComponentLicenseRoutes(RequestScopes scopes, ComponentQueries queries, V2StatusBlocks statuses, StreamedJson json) {
        this.json = json;
        this.scopes = scopes;
        this.queries = queries;
        this.statuses = statuses;
    }

    /** One component of the E5 answer. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LicenseItem(
            @JsonProperty("purl") String purl,
            @JsonProperty("requirement") String requirement,
            @JsonProperty("version") String version,
            @JsonProperty("statement") String statement,
            @JsonProperty("licenses") List<LicenseEntry> licenses,
            @JsonProperty("url") String url,
            @JsonProperty("info_message") String infoMessage,
            @JsonProperty("info_code") String infoCode) {
    }

    /** The batch answer. */
    public record Batch(@JsonProperty("components") List<LicenseItem> components, @JsonProperty("status") V2Status status) {
    }

    /** The single-component answer. */
    public record Single(@JsonProperty("component") LicenseItem component, @JsonProperty("status") V2Status status) {
    }

    public void register(RoutesConfig routes) {
        routes.post("/v2/licenses/components", this::batch);
        routes.get("/v2/licenses/component", this::single);
    }

    private void batch(Context ctx) throws IOException {
        List<ComponentQuery> asked = queries.batch(ctx, "components");
        try (RequestScope request = scopes.open(ctx)) {
            List<LicenseItem> items = request.answerEach(asked, this::item);
            json.send(ctx, new Batch(items, status(request.engine())));
        }
    }

    private void single(Context ctx) throws IOException {
        ComponentQuery asked = queries.single(ctx);
        try (RequestScope request = scopes.open(ctx)) {
            json.send(ctx, new Single(item(request.engine(), asked), status(request.engine())));
        }
    }

    private V2Status status(Engine engine) {
        return statuses.success("Licenses successfully retrieved", engine.identity());
    }

    private LicenseItem item(Engine engine, ComponentQuery query) {
        ComponentLicenses answer = engine.componentLicenses().licenses(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        // the spec's unknown-version item has an empty requirement; otherwise the requirement is echoed as sent
        String requirement = answer.resolution().hasVersion() ? query.requirement() : "";
        return new LicenseItem(query.purl(), requirement, answer.resolution().version(), answer.statement(),
                answer.licenses(), answer.componentUrl(), outcome.infoMessage(), outcome.infoCode());
    }
}
