package io.cis.loader.fetch.registries;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.fetch.FetchConfig;
import java.net.URI;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code registries} section of the fetch configuration: each registry's endpoint, and how many requests at a
 * time go to one host. No registry has a default: the repository names no registry host, so a registry is asked
 * only where the configuration points it (its public address, or an organisation's proxy).
 *
 * <pre>
 * registries:
 *   concurrency: 4
 *   npm: https://registry.example.internal/npm/
 *   crates:
 *     url: https://registry.example.internal/crates/
 *     index: https://registry.example.internal/crates-index/
 *     requests_per_second: 1
 * </pre>
 */
public record RegistryConfig(Map<String, RegistryEndpoint> endpoints, int concurrency) {

    /** Requests at a time per host unless configured: few, as a registry's public service asks of crawlers. */
    public static final int DEFAULT_CONCURRENCY = 4;
    /** More connections to one host than this is no longer polite, whatever a proxy allows. */
    static final int MOST_CONCURRENCY = 32;

    public static final RegistryConfig NONE = new RegistryConfig(Map.of(), DEFAULT_CONCURRENCY);

    /** The registries by the name of their fetch source, with the further keys each one takes. */
    static final Map<String, Set<String>> REGISTRIES = registries();

    private static final String URL = "url";
    private static final String RATE = "requests_per_second";
    private static final String CONCURRENCY = "concurrency";

    public RegistryConfig {
        endpoints = Map.copyOf(endpoints);
        if (concurrency < 1 || concurrency > MOST_CONCURRENCY) {
            throw new IllegalArgumentException("concurrency must be 1 to " + MOST_CONCURRENCY + ", not " + concurrency);
        }
    }

    private static Map<String, Set<String>> registries() {
        Map<String, Set<String>> known = new LinkedHashMap<>();
        for (String name : List.of("npm", "maven", "pypi", "crates", "go", "nuget", "rubygems", "packagist", "hex",
                "pub")) {
            known.put(name, Set.of());
        }
        known.put("crates", Set.of(CratesRegistry.INDEX));
        known.put("nuget", Set.of(NuGetRegistry.REGISTRATION));
        return Map.copyOf(known);
    }

    public Optional<RegistryEndpoint> endpoint(String registry) {
        return Optional.ofNullable(endpoints.get(registry));
    }

    /** This configuration with {@code registry} asked at {@code base} instead ({@code --mirror registry=URL}). */
    public RegistryConfig withBase(String registry, URI base) {
        Map<String, RegistryEndpoint> next = new LinkedHashMap<>(endpoints);
        next.put(registry, endpoint(registry).map(known -> known.at(base)).orElse(RegistryEndpoint.of(base)));
        return new RegistryConfig(next, concurrency);
    }

    /**
     * Reads the section; every problem is an {@link IllegalArgumentException} naming {@code where} and the key. A
     * registry is an http(s) URL, or a mapping with {@code url} and the registry's further keys.
     */
    public static RegistryConfig read(JsonNode section, String where) {
        if (!section.isObject()) {
            throw new IllegalArgumentException(where + ": not a mapping");
        }
        Map<String, RegistryEndpoint> endpoints = new LinkedHashMap<>();
        int concurrency = DEFAULT_CONCURRENCY;
        for (Iterator<Map.Entry<String, JsonNode>> it = section.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String key = entry.getKey();
            String at = where + "." + key;
            if (key.equals(CONCURRENCY)) {
                concurrency = count(entry.getValue(), at, MOST_CONCURRENCY);
            } else if (REGISTRIES.containsKey(key)) {
                endpoints.put(key, endpoint(entry.getValue(), at, REGISTRIES.get(key)));
            } else {
                Set<String> known = new TreeSet<>(REGISTRIES.keySet());
                known.add(CONCURRENCY);
                throw new IllegalArgumentException(where + ": unknown key " + key + " (known: "
                        + String.join(", ", known) + ")");
            }
        }
        return new RegistryConfig(endpoints, concurrency);
    }

    private static RegistryEndpoint endpoint(JsonNode value, String where, Set<String> further) {
        if (value.isTextual()) {
            return RegistryEndpoint.of(FetchConfig.httpUrl(text(value, where), where));
        }
        if (!value.isObject()) {
            throw new IllegalArgumentException(where + ": neither a URL nor a mapping with url");
        }
        Set<String> keys = new TreeSet<>(further);
        keys.add(URL);
        keys.add(RATE);
        URI url = null;
        Map<String, String> settings = new LinkedHashMap<>();
        OptionalInt rate = OptionalInt.empty();
        for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String key = entry.getKey();
            String at = where + "." + key;
            if (!keys.contains(key)) {
                throw new IllegalArgumentException(where + ": unknown key " + key + " (known: " + String.join(", ", keys)
                        + ")");
            }
            if (key.equals(URL)) {
                url = FetchConfig.httpUrl(text(entry.getValue(), at), at);
            } else if (key.equals(RATE)) {
                rate = OptionalInt.of(count(entry.getValue(), at, 1000));
            } else {
                settings.put(key, setting(key, entry.getValue(), at));
            }
        }
        if (url == null) {
            throw new IllegalArgumentException(where + ": no url");
        }
        return new RegistryEndpoint(url, settings, rate);
    }

    /** A further key's value: a base URL ({@code index}), or one path segment ({@code registration}). */
    private static String setting(String key, JsonNode value, String where) {
        String text = text(value, where);
        if (key.equals(CratesRegistry.INDEX)) {
            return FetchConfig.httpUrl(text, where).toString();
        }
        if (!text.matches("[A-Za-z0-9._-]+") || text.startsWith(".")) {
            throw new IllegalArgumentException(where + ": not one path segment: " + text);
        }
        return text;
    }

    private static int count(JsonNode value, String where, int most) {
        if (!value.isInt() || value.asInt() < 1 || value.asInt() > most) {
            throw new IllegalArgumentException(where + ": not a whole number from 1 to " + most);
        }
        return value.asInt();
    }

    private static String text(JsonNode node, String where) {
        if (!node.isTextual() || node.asText().isBlank()) {
            throw new IllegalArgumentException(where + ": not a text");
        }
        return node.asText().strip();
    }
}
