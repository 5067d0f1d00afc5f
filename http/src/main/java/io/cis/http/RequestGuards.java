package io.cis.http;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;

/**
 * What every request passes before a route sees it: its {@code x-request-id}, the refusals its head decides (API key,
 * declared body size), and the query parameters' soundness. A refusal is thrown for {@link FailureMapping} to answer.
 */
final class RequestGuards {

    /** Request attribute: {@link System#nanoTime()} when the request reached Javalin, for its measured duration. */
    static final String STARTED = "cis.started";

    private final EarlyRefusals refusals;

    RequestGuards(EarlyRefusals refusals) {
        this.refusals = refusals;
    }

    void check(Context ctx) {
        ctx.attribute(STARTED, System.nanoTime());
        ctx.header(RequestIds.HEADER, RequestIds.choose(ctx.header(RequestIds.HEADER)));
        refusals.enforce(ctx);
        if (ctx.queryString() == null) {
            // No query: nothing to check, and no parameter map to build.
            return;
        }
        // A parameter given twice is ambiguous (which purl was meant?), so it is refused rather than guessed.
        ctx.queryParamMap().forEach((name, values) -> {
            if (values.size() > 1) {
                throw new BadRequestResponse("query parameter '" + name + "' is given " + values.size() + " times");
            }
            // Jetty decodes malformed UTF-8 to U+FFFD; answering for that would answer a purl nobody sent.
            if (name.indexOf('\uFFFD') >= 0 || values.stream().anyMatch(v -> v.indexOf('\uFFFD') >= 0)) {
                throw new BadRequestResponse("query parameter '" + name + "' is not valid UTF-8");
            }
        });
    }
}
