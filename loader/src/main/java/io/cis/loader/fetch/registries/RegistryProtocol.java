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
abstract class RegistryProtocol {

    private final String name;
    private final String purlType;
    private final String folder;

    /**
     * @param name     the fetch source's name, and the registry's key in the configuration's {@code registries}
     * @param purlType the purl type whose packages this registry is asked about
     * @param folder   the folder below the feeds folder that holds every answer (the one its build feed reads)
     */
    RegistryProtocol(String name, String purlType, String folder) {
        this.name = name;
        this.purlType = purlType;
        this.folder = folder;
    }

    /** The fetch source's name, and the registry's key in the configuration's {@code registries}. */
    public final String name() {
        return name;
    }

    /**
     * The folder below the feeds folder that holds every answer of this registry (the one its build feed reads); the
     * source publishes it whole.
     */
    public final String folder() {
        return folder;
    }

    /** The purl types whose packages this registry is asked about. */
    public final Set<String> purlTypes() {
        return Set.of(purlType);
    }

    /** Request headers the registry's API wants (the document type it serves). */
    public Map<String, String> headers() {
        return Map.of();
    }

    /** Every base URL the registry is asked at besides the source's own (the crates.io sparse index). */
    public List<URI> otherBases(RegistryEndpoint endpoint) {
        return List.of();
    }

    /**
     * Asks the registry for the documents of {@code named}. A document the registry refuses otherwise than with
     * "no such document", or that is not what the path promises, fails the package.
     */
    public abstract PackageResult fetch(NamedPackage named, RegistryRequests requests) throws FetchException;
}
