package io.cis.engine.version;

import io.cis.engine.purl.PurlKey;
import java.util.Optional;

/** Where the resolver gets a component's versions; empty means the component is unknown ({@code COMPONENT_NOT_FOUND}). */
@FunctionalInterface
public interface VersionCatalog {

    Optional<KnownVersions> versions(PurlKey key);
}
