package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.geoprovenance.ComponentLocations;
import io.cis.engine.geoprovenance.CuratedLocation;
import io.cis.engine.geoprovenance.DeclaredLocation;
import io.cis.http.RequestScope;
import io.cis.http.StreamedJson;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/**
 * Contributor geo-provenance: {@code GET /v2/geoprovenance/countries/component} (E11), the deprecated
 * {@code POST /v2/geoprovenance/countries} (E8, {@code {"purls": [...]}}) and
 * {@code POST /v2/geoprovenance/countries/components} (contract notes section 9).
 */
public final class GeoProvenanceRoutes {

    private static final String MESSAGE = "Geo-provenance successfully retrieved";

    private final RequestScope engine;
    private final ComponentQueries queries;
    private final StreamedJson json;
    private final V2StatusBlocks statuses;

    public GeoProvenanceRoutes(RequestScope engine, ComponentQueries queries, V2StatusBlocks statuses, StreamedJson json) {
        this.json = json;
        this.engine = engine;
        this.queries = queries;
        this.statuses = statuses;
    }

    /**
     * A component location; {@code info_code} and {@code info_message} appear only when the component was not
     * found (an invalid purl or an unknown component), as on the spec's deprecated batch item.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LocationItem(
            @JsonProperty("purl") String purl,
            @JsonProperty("declared_locations") List<DeclaredLocation> declaredLocations,
            @JsonProperty("curated_locations") List<CuratedLocation> curatedLocations,
            @JsonProperty("info_code") String infoCode,
            @JsonProperty("info_message") String infoMessage) {
    }

    /** The E11 answer. */
    public record ComponentLocationResponse(@JsonProperty("component_location") LocationItem componentLocation,
                                            @JsonProperty("status") V2Status status) {
    }

    /** The deprecated E8 answer. */
    public record PurlsResponse(@JsonProperty("purls") List<LocationItem> purls, @JsonProperty("status") V2Status status) {
    }

    /** The answer of the batch route of contract notes section 9. */
    public record ComponentsLocationsResponse(@JsonProperty("components_locations") List<LocationItem> componentsLocations,
                                              @JsonProperty("status") V2Status status) {
    }

    public void register(RoutesConfig routes) {
        routes.get("/v2/geoprovenance/countries/component", this::single);
        routes.post("/v2/geoprovenance/countries", this::deprecatedBatch);
        routes.post("/v2/geoprovenance/countries/components", this::batch);
    }

    private void single(Context ctx) throws IOException {
        json.send(ctx, new ComponentLocationResponse(locations(queries.single(ctx)), status()));
    }

    private void deprecatedBatch(Context ctx) throws IOException {
        json.send(ctx, new PurlsResponse(engine.answerEach(queries.batch(ctx, "purls"), this::locations), status()));
    }

    private void batch(Context ctx) throws IOException {
        List<LocationItem> items = engine.answerEach(queries.batch(ctx, "components"), this::locations);
        json.send(ctx, new ComponentsLocationsResponse(items, status()));
    }

    private V2Status status() {
        return statuses.success(MESSAGE, engine.get().identity());
    }

    private LocationItem locations(ComponentQuery query) {
        ComponentLocations answer = engine.get().geoProvenance().locations(query.purl(), query.requirement());
        Outcome outcome = answer.found() ? Outcome.NONE : new Outcome(answer.outcome().name(), answer.message());
        return new LocationItem(query.purl(), answer.locations().declaredLocations(),
                answer.locations().curatedLocations(), outcome.infoCode(), outcome.infoMessage());
    }
}
