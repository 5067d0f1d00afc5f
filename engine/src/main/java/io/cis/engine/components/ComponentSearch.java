package io.cis.engine.components;

import io.cis.engine.purl.Ecosystem;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Finds components by name prefix (any case) through the name index, optionally only of one purl type and whose
 * namespace starts with a vendor prefix. The scan is bounded, so a broad prefix costs at most a fixed amount of work.
 */
public final class ComponentSearch {

    /** The most index entries one search reads, whatever its filters skip. */
    static final int SCAN_LIMIT = 100_000;

    private final Snapshot snapshot;
    private final ComponentCatalog catalog;

    public ComponentSearch(Snapshot snapshot, ComponentCatalog catalog) {
        this.snapshot = snapshot;
        this.catalog = catalog;
    }

    /** A search: name prefix, optional purl type ({@code ""} for all), optional vendor (namespace) prefix. */
    public record Query(String namePrefix, String type, String vendorPrefix, int limit, int offset) {
    }

    /** One hit: the component's name, canonical purl and project URL. */
    public record Hit(String name, String purl, String url) {
    }

    public List<Hit> search(Query query) {
        List<Hit> hits = new ArrayList<>();
        String type = query.type().toLowerCase(Locale.ROOT);
        String vendor = query.vendorPrefix().toLowerCase(Locale.ROOT);
        int[] skipped = {0};
        snapshot.scan(Domain.COMPONENT_NAMES, ComponentKeys.namePrefix(query.namePrefix()), SCAN_LIMIT, (key, value) -> {
            String purl = ComponentKeys.purlOfNameIndex(key);
            Optional<ComponentRecord> component = matches(purl, type, vendor);
            if (component.isPresent()) {
                if (skipped[0] < query.offset()) {
                    skipped[0]++;
                } else {
                    hits.add(new Hit(component.get().name(), purl, component.get().url()));
                }
            }
            return hits.size() < query.limit();
        });
        return hits;
    }

    private Optional<ComponentRecord> matches(String purl, String type, String vendor) {
        PurlKey key;
        try {
            key = PurlParser.key(purl);
        } catch (InvalidPurlException e) {
            return Optional.empty();
        }
        boolean typeMatches = type.isEmpty() || type.equals("all") || key.type().equals(type)
                || key.ecosystem() == Ecosystem.fromType(type) && key.ecosystem() != Ecosystem.GENERIC;
        boolean vendorMatches = vendor.isEmpty() || key.namespace().toLowerCase(Locale.ROOT).startsWith(vendor);
        return typeMatches && vendorMatches ? catalog.component(key) : Optional.empty();
    }
}
