package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One registry's API as the fetch uses it: the purl types it serves, the request paths it asks for a package
 * (derived from the registry's own URL layout) and where in the feeds folder each answer goes, which is where the
 * build's feed for that registry reads it.
 */
interface RegistryProtocol {

    /** The fetch source's name, and the registry's key in the configuration's {@code registries}. */
    String name();

    /**
     * The folder below the feeds folder that holds every answer of this registry (the one its build feed reads); the
     * source publishes it whole.
     */
    String folder();

    /** The purl types whose packages this registry is asked about. */
    Set<String> purlTypes();

    /** Request headers the registry's API wants (the document type it serves). */
    default Map<String, String> headers() {
        return Map.of();
    }

    /** Every base URL the registry is asked at besides the source's own (the crates.io sparse index). */
    default List<URI> otherBases(RegistryEndpoint endpoint) {
        return List.of();
    }

    /**
     * Asks the registry for the documents of {@code named}. A document the registry refuses otherwise than with
     * "no such document", or that is not what the path promises, fails the package.
     */
    PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException;
}
