package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;

/** {@code POST /v2/<domain>/echo} for every v2 domain: answers the message it was sent (E9, E10). */
public final class EchoRoutes {

    /** Every v2 domain the service has, each with its own echo for connectivity checks. */
    public static final List<String> DOMAINS = List.of(
            "licenses", "dependencies", "vulnerabilities", "components", "cryptography", "semgrep", "geoprovenance");

    private final JsonBodies bodies;

    public EchoRoutes(JsonBodies bodies) {
        this.bodies = bodies;
    }

    /** The echo body, request and response alike. */
    public record Echo(@JsonProperty("message") String message) {
    }

    public void register(RoutesConfig routes) {
        for (String domain : DOMAINS) {
            routes.post("/v2/" + domain + "/echo", this::echo);
        }
    }

    private void echo(Context ctx) {
        String message = bodies.optionalString(ctx.bodyAsBytes(), "message");
        ctx.json(new Echo(message));
    }
}
