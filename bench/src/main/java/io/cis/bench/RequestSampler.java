package io.cis.bench;

import io.cis.engine.Engine;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Picks requests whose answers really carry data, one per component, from the keys a snapshot stores: the real
 * population a benchmark should rotate through rather than one hot key.
 */
final class RequestSampler {

    /** Catalog versions tried per component before giving up on finding one with data. */
    private static final int VERSIONS_TRIED = 300;

    private final Snapshot snapshot;
    private final Engine engine;

    RequestSampler(Snapshot snapshot, Engine engine) {
        this.snapshot = snapshot;
        this.engine = engine;
    }

    /** Catalogued versions with data kept per component, so that a domain with few components still rotates. */
    private static final int PER_COMPONENT = 4;

    /** One request with data per component that has any (a few where it has several), in key order. */
    List<ComponentRequest> allWithData(LookupDomain domain) {
        List<ComponentRequest> found = new ArrayList<>();
        for (Map.Entry<String, List<String>> component : storedKeys(domain.storedIn()).entrySet()) {
            int kept = 0;
            for (ComponentRequest candidate : candidates(domain, component.getKey(), component.getValue())) {
                if (kept == PER_COMPONENT) {
                    break;
                }
                if (domain.hasData(domain.answer(engine, candidate))) {
                    found.add(candidate);
                    kept++;
                }
            }
        }
        return found;
    }

    /** Canonical purls of components the catalog does not know although a feed names them (e.g. advisories only). */
    List<String> uncataloguedPurls() {
        List<String> unknown = new ArrayList<>();
        for (String purl : storedKeys(Domain.AFFECTED).keySet()) {
            if (catalogVersions(purl).isEmpty()) {
                unknown.add(purl);
            }
        }
        return unknown;
    }

    /** The catalog's versions of the component, ascending as stored; empty when it is not catalogued. */
    List<String> catalogVersions(String canonicalPurl) {
        try {
            PurlKey key = PurlParser.key(canonicalPurl);
            return engine.components().component(key).map(ComponentRecord::versions).orElse(List.of());
        } catch (InvalidPurlException e) {
            return List.of();
        }
    }

    /** Whether the request resolves to a version of a catalogued component. */
    boolean resolves(ComponentRequest request) {
        return engine.vulnerabilities().rendered(request.purl(), request.requirement()).resolution().hasVersion();
    }

    /** The purl with a version, percent-encoded as a purl requires. */
    static String withVersion(String canonicalPurl, String version) {
        return canonicalPurl + "@" + URLEncoder.encode(version, StandardCharsets.UTF_8).replace("+", "%20");
    }

    static <T> List<T> spread(List<T> all, int count) {
        if (all.size() <= count) {
            return List.copyOf(all);
        }
        List<T> picked = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            picked.add(all.get((int) ((long) i * all.size() / count)));
        }
        return picked;
    }

    private List<ComponentRequest> candidates(LookupDomain domain, String purl, List<String> storedVersions) {
        return switch (domain.asked()) {
            case STORED_VERSION -> storedVersions.stream().map(v -> new ComponentRequest(withVersion(purl, v), null)).toList();
            case COMPONENT -> List.of(new ComponentRequest(purl, null));
            case CATALOG_VERSION -> {
                List<String> versions = catalogVersions(purl);
                List<ComponentRequest> newestFirst = new ArrayList<>();
                for (int i = versions.size() - 1; i >= 0 && newestFirst.size() < VERSIONS_TRIED; i--) {
                    newestFirst.add(new ComponentRequest(withVersion(purl, versions.get(i)), null));
                }
                yield newestFirst;
            }
        };
    }

    /** Every key of the column family, grouped by canonical purl: the versions after the 0x00 byte, if any. */
    private Map<String, List<String>> storedKeys(Domain domain) {
        Map<String, List<String>> byPurl = new LinkedHashMap<>();
        snapshot.scan(domain, new byte[0], Integer.MAX_VALUE, (key, value) -> {
            Optional<Integer> separator = separator(key);
            String purl = new String(key, 0, separator.orElse(key.length), StandardCharsets.UTF_8);
            List<String> versions = byPurl.computeIfAbsent(purl, p -> new ArrayList<>());
            separator.ifPresent(at -> versions.add(new String(key, at + 1, key.length - at - 1, StandardCharsets.UTF_8)));
            return true;
        });
        return byPurl;
    }

    private static Optional<Integer> separator(byte[] key) {
        for (int i = 0; i < key.length; i++) {
            if (key[i] == 0) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }
}
