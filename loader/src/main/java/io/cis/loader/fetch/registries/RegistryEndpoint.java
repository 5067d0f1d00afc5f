package io.cis.loader.fetch.registries;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Where one registry is asked: its base URL (the registry's own or an organisation's proxy in front of it), the
 * registry's further settings by key (the crates.io sparse index's own base {@code index}, NuGet's registration hive
 * {@code registration}), and at most how many requests a second it is sent, when its operator publishes a limit.
 */
public record RegistryEndpoint(URI url, Map<String, String> settings, OptionalInt requestsPerSecond) {

    public RegistryEndpoint {
        settings = Map.copyOf(settings);
    }

    public static RegistryEndpoint of(URI url) {
        return new RegistryEndpoint(url, Map.of(), OptionalInt.empty());
    }

    /** A further setting of the registry, by its key in the configuration file. */
    public Optional<String> setting(String key) {
        return Optional.ofNullable(settings.get(key));
    }

    /** This endpoint at another base URL (a {@code --mirror} given for the registry). */
    public RegistryEndpoint at(URI base) {
        return new RegistryEndpoint(base, settings, requestsPerSecond);
    }
}
