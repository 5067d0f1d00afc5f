package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.Engine;
import java.util.function.Supplier;
import io.cis.engine.licenses.LicenseDetails;
import io.cis.engine.licenses.OsadlObligations;
import io.cis.engine.licenses.SpdxLicense;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;

/** License routes: {@code GET /v2/licenses/details?id=} (E12) and {@code GET /v2/licenses/obligations?id=}. */
public final class LicenseRoutes {

    private final Supplier<Engine> engine;
    private final V2StatusBlocks statuses;

    public LicenseRoutes(Supplier<Engine> engine, V2StatusBlocks statuses) {
        this.engine = engine;
        this.statuses = statuses;
    }

    /** The E12 {@code license} object; {@code osadl} is left out when OSADL does not describe the license. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LicenseBody(
            @JsonProperty("full_name") String fullName,
            @JsonProperty("type") String type,
            @JsonProperty("spdx") SpdxLicense spdx,
            @JsonProperty("osadl") OsadlObligations osadl) {
    }

    /** The E12 response. */
    public record LicenseDetailsResponse(@JsonProperty("license") LicenseBody license, @JsonProperty("status") V2Status status) {
    }

    /** The obligations response; {@code obligations} is left out when OSADL does not describe the license. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ObligationsResponse(
            @JsonProperty("obligations") OsadlObligations obligations,
            @JsonProperty("status") V2Status status) {
    }

    public void register(RoutesConfig routes) {
        routes.get("/v2/licenses/details", this::details);
        routes.get("/v2/licenses/obligations", this::obligations);
    }

    private void details(Context ctx) {
        LicenseDetails details = find(ctx);
        ctx.json(new LicenseDetailsResponse(
                new LicenseBody(details.fullName(), details.type().name(), details.spdx(), details.osadl().orElse(null)),
                statuses.success("License details successfully retrieved", engine.get().identity())));
    }

    private void obligations(Context ctx) {
        LicenseDetails details = find(ctx);
        String message = details.osadl().isPresent() ? "License obligations successfully retrieved"
                : "OSADL states no obligations for license '" + details.spdx().id() + "'";
        ctx.json(new ObligationsResponse(details.osadl().orElse(null),
                statuses.success(message, engine.get().identity())));
    }

    private LicenseDetails find(Context ctx) {
        String id = ctx.queryParam("id");
        if (id == null || id.isBlank()) {
            throw V2Exception.invalid("query parameter 'id' (an SPDX license or exception id) is required");
        }
        return engine.get().licenses().details(id).orElseThrow(() -> V2Exception.notFound("license '" + id + "' not found"));
    }
}
