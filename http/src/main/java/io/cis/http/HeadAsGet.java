package io.cis.http;

import io.javalin.config.JavalinConfig;
import io.javalin.http.HandlerType;

/**
 * Answers {@code HEAD} on every {@code GET} route with the GET handler itself, so the status and headers are those of
 * the GET (an unknown purl is 404, a missing key 401) and Jetty leaves out the body. Javalin on its own answers 200
 * with nothing for a HEAD on any GET path, whatever the GET would have said.
 */
final class HeadAsGet {

    private HeadAsGet() {
    }

    /** Registers, for every GET route added from now on, the same handler for HEAD. */
    static void mirror(JavalinConfig config) {
        config.events.handlerAdded(added -> {
            if (added.getHttpMethod() == HandlerType.GET) {
                config.routes.head(added.getPath(), added.getHandler());
            }
        });
    }
}
