package io.cis.http.v3;

import io.javalin.http.Context;

/** A v3 route's handler, given its request's deadline to check between units of work. */
@FunctionalInterface
public interface V3Handler {

    void handle(Context ctx, RequestDeadline deadline) throws Exception;
}
