package io.cis.http.v2;

import io.cis.engine.Engine;
import io.cis.engine.geoprovenance.ComponentLocations;
import io.cis.http.answers.ComponentLocationResponse;
import io.cis.http.answers.ComponentsLocationsResponse;
import io.cis.http.answers.LocationItem;
import io.cis.http.answers.Outcome;
import io.cis.http.answers.PurlsResponse;
import io.cis.http.answers.V2Status;
import io.javalin.config.RoutesConfig;
import java.util.List;

/**
 * Contributor geo-provenance: {@code GET /v2/geoprovenance/countries/component} (E11), the deprecated
 * {@code POST /v2/geoprovenance/countries} (E8, {@code {"purls": [...]}}) and
 * {@code POST /v2/geoprovenance/countries/components} (contract notes section 9).
 */
public final class GeoProvenanceRoutes {

    private static final String MESSAGE = "Geo-provenance successfully retrieved";

    private final ComponentPairs pairs;
    private final V2StatusBlocks statuses;

    public GeoProvenanceRoutes(ComponentPairs pairs, V2StatusBlocks statuses) {
        this.pairs = pairs;
        this.statuses = statuses;
    }

    public void register(RoutesConfig routes) {
        pairs.register(routes, "/v2/geoprovenance/countries", GeoProvenanceRoutes::locations,
                new ComponentPairs.Envelope<>() {
                    @Override
                    public Object batch(List<LocationItem> items, Engine engine) {
                        return new ComponentsLocationsResponse(items, status(engine));
                    }

                    @Override
                    public Object single(LocationItem item, Engine engine) {
                        return new ComponentLocationResponse(item, status(engine));
                    }
                });
        pairs.registerBatch(routes, "/v2/geoprovenance/countries", "purls", GeoProvenanceRoutes::locations,
                (items, engine) -> new PurlsResponse(items, status(engine)));
    }

    private V2Status status(Engine engine) {
        return statuses.success(MESSAGE, engine.identity());
    }

    private static LocationItem locations(Engine engine, ComponentQuery query) {
        ComponentLocations answer = engine.geoProvenance().locations(query.purl(), query.requirement());
        Outcome outcome = answer.found() ? Outcome.NONE : new Outcome(answer.outcome().name(), answer.message());
        return new LocationItem(query.purl(), answer.locations().declaredLocations(),
                answer.locations().curatedLocations(), outcome.infoCode(), outcome.infoMessage());
    }
}
