package io.cis.engine.version;

import java.util.Objects;

/**
 * Endpoint-dependent resolution switches.
 *
 * @param onVersionNotFound  substitution mode; {@link NotFoundMode#STRICT} for v2 endpoints
 * @param allowUnlistedExact whether an exact version the catalog does not list still resolves when it parses in
 *                           the ecosystem's order (for domains that match by version ranges)
 */
public record ResolveOptions(NotFoundMode onVersionNotFound, boolean allowUnlistedExact) {

    /** v2 behaviour: no substitution, listed versions only. */
    public static final ResolveOptions STRICT = new ResolveOptions(NotFoundMode.STRICT, false);

    public ResolveOptions {
        Objects.requireNonNull(onVersionNotFound, "onVersionNotFound");
    }

    public ResolveOptions withMode(NotFoundMode mode) {
        return new ResolveOptions(mode, allowUnlistedExact);
    }

    public ResolveOptions withUnlistedExact(boolean allow) {
        return new ResolveOptions(onVersionNotFound, allow);
    }
}
