package io.cis.http;

import java.util.Optional;
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

    private final ApiKeys keys;
    private final long maxBodyBytes;

    EarlyRefusals(ApiKeys keys, long maxBodyBytes) {
        this.keys = keys;
        this.maxBodyBytes = maxBodyBytes;
    }

    /**
     * The refusal for a request to {@code path} presenting {@code key} (null when absent) and declaring a body of
     * {@code declaredLength} bytes (negative when it declares none, or sends it chunked), if it is refused.
     */
    Optional<Refusal> refusal(String path, String key, long declaredLength) {
        // Liveness stays open so an orchestrator needs no key; the key itself is never logged or echoed.
        if (keys.required() && !HEALTH.equals(path) && !keys.accepts(key)) {
            return Optional.of(new Refusal(401, "missing or unknown " + ApiKeys.HEADER + " header"));
        }
        if (declaredLength > maxBodyBytes) {
            return Optional.of(new Refusal(413, "request body exceeds " + maxBodyBytes + " bytes"));
        }
        return Optional.empty();
    }

    /** Whether a request, as Jetty holds it before any handler, is refused from its head. */
    boolean refuses(Request request) {
        return refusal(request.getHttpURI().getPath(), request.getHeaders().get(ApiKeys.HEADER), request.getLength())
                .isPresent();
    }
}
