package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.licenses.ComponentLicenses;
import io.cis.engine.licenses.LicenseEntry;
import io.cis.http.RequestScope;
import io.cis.http.StreamedJson;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/** Component licenses: {@code POST /v2/licenses/components} (E5) and {@code GET /v2/licenses/component}. */
public final class ComponentLicenseRoutes {

    private final RequestScope engine;
    private final ComponentQueries queries;
    private final StreamedJson json;
    private final V2StatusBlocks statuses;

    public ComponentLicenseRoutes(RequestScope engine, ComponentQueries queries, V2StatusBlocks statuses, StreamedJson json) {
        this.json = json;
        this.engine = engine;
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
        List<LicenseItem> items = engine.answerEach(queries.batch(ctx, "components"), this::item);
        json.send(ctx, new Batch(items, status()));
    }

    private void single(Context ctx) throws IOException {
        json.send(ctx, new Single(item(queries.single(ctx)), status()));
    }

    private V2Status status() {
        return statuses.success("Licenses successfully retrieved", engine.get().identity());
    }

    private LicenseItem item(ComponentQuery query) {
        ComponentLicenses answer = engine.get().componentLicenses().licenses(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        // the spec's unknown-version item has an empty requirement; otherwise the requirement is echoed as sent
        String requirement = answer.resolution().hasVersion() ? query.requirement() : "";
        return new LicenseItem(query.purl(), requirement, answer.resolution().version(), answer.statement(),
                answer.licenses(), answer.componentUrl(), outcome.infoMessage(), outcome.infoCode());
    }
}
