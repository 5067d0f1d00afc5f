package io.cis.http.v3;

import io.javalin.config.RoutesConfig;
import java.time.Duration;

/** Registers v3 routes, each run under a fresh {@link RequestDeadline} that is checked once more before answering. */
public final class V3Routes {

    private final RoutesConfig routes;
    private final Duration deadline;

    public V3Routes(RoutesConfig routes, Duration deadline) {
        this.routes = routes;
        this.deadline = deadline;
    }

    public void get(String path, V3Handler handler) {
        routes.get(path, ctx -> run(handler, ctx));
    }

    public void post(String path, V3Handler handler) {
        routes.post(path, ctx -> run(handler, ctx));
    }

    private void run(V3Handler handler, io.javalin.http.Context ctx) throws Exception {
        RequestDeadline requestDeadline = RequestDeadline.startingNow(deadline);
        handler.handle(ctx, requestDeadline);
        requestDeadline.check();
    }
}
