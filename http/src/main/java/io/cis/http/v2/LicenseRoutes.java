package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.Engine;
import io.cis.engine.licenses.LicenseDetails;
import io.cis.engine.licenses.SpdxLicense;
import io.cis.http.ServerVersion;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.function.Supplier;

/** License routes: {@code GET /v2/licenses/details?id=} (E12). */
public final class LicenseRoutes {

    private final Supplier<Engine> engine;
    private final ServerVersion server;

    public LicenseRoutes(Supplier<Engine> engine, ServerVersion server) {
        this.engine = engine;
        this.server = server;
    }

    /** The E12 {@code license} object. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LicenseBody(
            @JsonProperty("full_name") String fullName,
            @JsonProperty("type") String type,
            @JsonProperty("spdx") SpdxLicense spdx) {
    }

    /** The E12 response. */
    public record LicenseDetailsResponse(@JsonProperty("license") LicenseBody license, @JsonProperty("status") V2Status status) {
    }

    public void register(RoutesConfig routes) {
        routes.get("/v2/licenses/details", this::details);
    }

    private void details(Context ctx) {
        String id = ctx.queryParam("id");
        if (id == null || id.isBlank()) {
            throw V2Exception.invalid("query parameter 'id' (an SPDX license or exception id) is required");
        }
        LicenseDetails details = engine.get().licenses().details(id)
                .orElseThrow(() -> V2Exception.notFound("license '" + id + "' not found"));
        ctx.json(new LicenseDetailsResponse(
                new LicenseBody(details.fullName(), details.type().name(), details.spdx()),
                V2Status.success("License details successfully retrieved", engine.get().identity(), server)));
    }
}
