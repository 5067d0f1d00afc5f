package io.cis.http;

import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.server.Request;

/**
 * The refusals a request's head alone decides, before a byte of its body is read: a missing or unknown API key (401)
 * and a declared body over the limit (413). Deciding them first lets a client that sent {@code Expect: 100-continue}
 * have its refusal instead of a {@code 100 Continue} that invites a body only to refuse it, and keeps such a body
 * from being read at all.
 */
final class EarlyRefusals {

    /** What the request is refused with. */
    record Refusal(int status, String message) {
    }

    private static final String HEALTH = "/healthz";
    private static final String READY = "/readyz";

    private final ApiKeys keys;
    private final long maxBodyBytes;

    EarlyRefusals(ApiKeys keys, long maxBodyBytes) {
        this.keys = keys;
        this.maxBodyBytes = maxBodyBytes;
    }

    /**
     * The refusal for a request to {@code path} presenting the key {@code key} gives (null when absent; looked up
     * only when a key is required) and declaring a body of {@code declaredLength} bytes (negative when it declares
     * none, or sends it chunked), if it is refused.
     */
    private Optional<Refusal> refusal(String path, Supplier<String> key, long declaredLength) {
        // Liveness and readiness stay open so an orchestrator's probes need no key (readiness then says only its
        // status); the key itself is never logged or echoed.
        if (keys.required() && !HEALTH.equals(path) && !READY.equals(path) && !keys.accepts(key.get())) {
            return Optional.of(new Refusal(401, "missing or unknown " + ApiKeys.HEADER + " header"));
        }
        if (declaredLength > maxBodyBytes) {
            return Optional.of(new Refusal(413, "request body exceeds " + maxBodyBytes + " bytes"));
        }
        return Optional.empty();
    }

    /**
     * Refuses the request, if its head says so, by throwing the refusal for the error mappers. A refused request with a
     * body is answered with {@code Connection: close}: its body is never read, and a client may send it anyway, so the
     * connection cannot carry another request after it.
     */
    void enforce(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        Optional<Refusal> refused = refusal(ctx.path(), () -> ctx.header(ApiKeys.HEADER), declared);
        if (refused.isPresent()) {
            if (declared > 0 || ctx.header(HttpHeader.TRANSFER_ENCODING.asString()) != null) {
                ctx.header(HttpHeader.CONNECTION.asString(), HttpHeaderValue.CLOSE.asString());
            }
            throw new HttpResponseException(refused.get().status(), refused.get().message());
        }
    }

    /** Whether a request, as Jetty holds it before any handler, is refused from its head. */
    boolean refuses(Request request) {
        return refusal(request.getHttpURI().getPath(), () -> request.getHeaders().get(ApiKeys.HEADER),
                request.getLength()).isPresent();
    }
}
