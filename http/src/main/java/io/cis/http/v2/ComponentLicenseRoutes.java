package io.cis.http.v2;

import io.cis.engine.Engine;
import io.cis.engine.licenses.ComponentLicenses;
import io.cis.http.answers.LicenseItem;
import io.cis.http.answers.Outcome;
import io.javalin.config.RoutesConfig;

/** Component licenses: {@code POST /v2/licenses/components} (E5) and {@code GET /v2/licenses/component}. */
public final class ComponentLicenseRoutes {

    private final ComponentPairs pairs;
    private final V2StatusBlocks statuses;

    public ComponentLicenseRoutes(ComponentPairs pairs, V2StatusBlocks statuses) {
        this.pairs = pairs;
        this.statuses = statuses;
    }

    public void register(RoutesConfig routes) {
        pairs.register(routes, "/v2/licenses", ComponentLicenseRoutes::item,
                ComponentPairs.withStatus(statuses, "Licenses successfully retrieved"));
    }

    private static LicenseItem item(Engine engine, ComponentQuery query) {
        ComponentLicenses answer = engine.componentLicenses().licenses(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        return new LicenseItem(query.purl(), query.requirementEchoed(answer.resolution()), answer.resolution().version(),
                answer.statement(), answer.licenses(), answer.componentUrl(), outcome.infoMessage(), outcome.infoCode());
    }
}
