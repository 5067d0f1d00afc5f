package io.cis.http.v2;

import io.cis.http.answers.LicenseDetailsBody;
import io.cis.http.answers.LicenseDetailsResponse;
import io.cis.http.answers.ObligationsResponse;
import io.cis.engine.Engine;
import io.cis.http.RequestScope;
import io.cis.http.RequestScopes;
import io.cis.engine.licenses.LicenseDetails;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

/** License routes: {@code GET /v2/licenses/details?id=} (E12) and {@code GET /v2/licenses/obligations?id=}. */
public final class LicenseRoutes {

    private final RequestScopes scopes;
    private final V2StatusBlocks statuses;

    public LicenseRoutes(RequestScopes scopes, V2StatusBlocks statuses) {
        this.scopes = scopes;
        this.statuses = statuses;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v2/licenses/details", this::details);
        routes.get("/v2/licenses/obligations", this::obligations);
    }

    private void details(Context ctx) {
        String id = idOf(ctx);
        try (RequestScope request = scopes.open(ctx)) {
            LicenseDetails details = find(request.engine(), id);
            ctx.json(new LicenseDetailsResponse(
                    new LicenseDetailsBody(details.fullName(), details.type().name(), details.spdx(), details.osadl().orElse(null)),
                    statuses.success("License details successfully retrieved", request.engine().identity())));
        }
    }

    private void obligations(Context ctx) {
        String id = idOf(ctx);
        try (RequestScope request = scopes.open(ctx)) {
            LicenseDetails details = find(request.engine(), id);
            String message = details.osadl().isPresent() ? "License obligations successfully retrieved"
                    : "OSADL states no obligations for license '" + details.spdx().id() + "'";
            ctx.json(new ObligationsResponse(details.osadl().orElse(null),
                    statuses.success(message, request.engine().identity())));
        }
    }

    private static String idOf(Context ctx) {
        String id = ctx.queryParam("id");
        if (id == null || id.isBlank()) {
            throw V2Exception.invalid("query parameter 'id' (an SPDX license or exception id) is required");
        }
        return id;
    }

    private static LicenseDetails find(Engine engine, String id) {
        return engine.licenses().details(id).orElseThrow(() -> V2Exception.notFound("license '" + id + "' not found"));
    }
}
