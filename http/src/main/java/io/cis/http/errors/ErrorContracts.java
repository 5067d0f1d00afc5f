package io.cis.http.errors;

import java.time.Clock;

/** Picks the error contract's form for a request from its path: v3's on every {@code /v3/} path, v2's elsewhere. */
public final class ErrorContracts {

    private final V2Form v2 = new V2Form();
    private final V3Form v3;

    /** With {@code clock} stamping the v3 bodies' {@code timestamp}. */
    public ErrorContracts(Clock clock) {
        this.v3 = new V3Form(clock);
    }

    /** The form for a request to {@code path} (null when the request line could not be read: v2's). */
    public ErrorContract forPath(String path) {
        return isV3(path) ? v3 : v2;
    }

    public V2Form v2() {
        return v2;
    }

    public V3Form v3() {
        return v3;
    }

    /** Whether a path is answered under the v3 contract, known route or not. */
    public static boolean isV3(String path) {
        return path != null && (path.equals("/v3") || path.startsWith("/v3/"));
    }
}
