package io.cis.loader.catalog;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.VersionRecord;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.version.VersionSchemes;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns the catalog facts of every feed into stored component and version records. Purls are canonicalised, so
 * {@code pkg:pypi/Django} from one feed and {@code pkg:pypi/django} from another are one component. Field by field,
 * the last feed that states a value wins (the project's own catalog runs last), except a version's lifecycle
 * status, which comes from the most recent observation: a registry document that saw a deprecation in 2017
 * outranks a catalog row checked in 2013. Each component's versions are stored sorted in its ecosystem's order.
 */
public final class CatalogMerger {

    private final ValueCodec codec;

    public CatalogMerger(ValueCodec codec) {
        this.codec = codec;
    }

    /** What the merge stored, and the facts it could not place. */
    public record Result(long components, long versions, List<SkippedRecord> skipped) {
    }

    public Result merge(CollectedFacts facts, SnapshotTables tables) {
        Map<PurlKey, ComponentDraft> components = new TreeMap<>(Comparator.comparing(PurlKey::canonical));
        List<SkippedRecord> skipped = new ArrayList<>();
        for (ComponentFacts fact : facts.components()) {
            PurlKey key = keyOf(fact.purl(), skipped);
            if (key != null) {
                components.computeIfAbsent(key, ComponentDraft::new).add(fact, canonicalSource(fact.sourcePurl()));
            }
        }
        for (VersionFacts fact : facts.versions()) {
            PurlKey key = keyOf(fact.purl(), skipped);
            if (key != null && fact.version() != null && !fact.version().isBlank()) {
                components.computeIfAbsent(key, ComponentDraft::new).add(fact);
            }
        }
        long versions = 0;
        for (ComponentDraft draft : components.values()) {
            String purl = draft.key.canonical();
            List<String> sorted = VersionSchemes.forEcosystem(draft.key.ecosystem()).sort(new ArrayList<>(draft.versions.keySet()));
            ComponentRecord record = draft.record(sorted);
            tables.put(Domain.COMPONENTS, draft.key.bytes(), codec.encode(record));
            tables.put(Domain.COMPONENT_NAMES, ComponentKeys.nameIndex(record.name(), purl), new byte[0]);
            for (VersionDraft version : draft.versions.values()) {
                tables.put(Domain.VERSIONS, ComponentKeys.version(purl, version.version), codec.encode(version.record()));
                versions++;
            }
        }
        return new Result(components.size(), versions, skipped);
    }

    private static PurlKey keyOf(String purl, List<SkippedRecord> skipped) {
        try {
            return PurlParser.key(purl);
        } catch (InvalidPurlException e) {
            skipped.add(new SkippedRecord("catalog", purl, "purl cannot be canonicalised: " + e.getMessage()));
            return null;
        }
    }

    /** A source purl in canonical form, so that links between components use the same keys as lookups. */
    private static String canonicalSource(String sourcePurl) {
        if (sourcePurl == null || sourcePurl.isBlank()) {
            return null;
        }
        try {
            return PurlParser.key(sourcePurl).canonical();
        } catch (InvalidPurlException e) {
            return null;
        }
    }

    /**
     * When a feed saw a version's status: its check date, else the status change date, else the indexing date
     * ({@code YYYY-MM-DD}, so they compare as text); "" when undated, which any dated observation outranks.
     */
    private static String observedAt(VersionFacts fact) {
        for (String date : new String[] {fact.checkDate(), fact.statusChangeDate(), fact.indexedDate()}) {
            if (date != null && !date.isBlank()) {
                return date;
            }
        }
        return "";
    }

    private static String last(String current, String next) {
        return next == null || next.isBlank() ? current : next;
    }

    /** One component being assembled from the facts of several feeds. */
    private static final class ComponentDraft {
        private final PurlKey key;
        private final Map<String, VersionDraft> versions = new LinkedHashMap<>();
        private String name;
        private String url;
        private String sourcePurl;
        private String status;
        private String firstIndexedDate;
        private String lastIndexedDate;

        ComponentDraft(PurlKey key) {
            this.key = key;
        }

        void add(ComponentFacts fact, String canonicalSourcePurl) {
            name = last(name, fact.name());
            url = last(url, fact.url());
            sourcePurl = last(sourcePurl, canonicalSourcePurl);
            status = last(status, fact.status());
            firstIndexedDate = last(firstIndexedDate, fact.firstIndexedDate());
            lastIndexedDate = last(lastIndexedDate, fact.lastIndexedDate());
        }

        void add(VersionFacts fact) {
            versions.computeIfAbsent(fact.version(), VersionDraft::new).add(fact);
        }

        ComponentRecord record(List<String> sortedVersions) {
            return new ComponentRecord(key.canonical(), name != null ? name : key.name(), url, sourcePurl, status,
                    firstIndexedDate, lastIndexedDate, sortedVersions);
        }
    }

    /** One version being assembled from the facts of several feeds. */
    private static final class VersionDraft {
        private final String version;
        private String releaseDate;
        private String status;
        private String statusChangeDate;
        private String indexedDate;
        private String checkDate;
        private String licenseExpression;
        private List<String> licenses = List.of();
        private String statusObservedAt = "";

        VersionDraft(String version) {
            this.version = version;
        }

        void add(VersionFacts fact) {
            releaseDate = last(releaseDate, fact.releaseDate());
            if (fact.status() != null && !fact.status().isBlank() && observedAt(fact).compareTo(statusObservedAt) >= 0) {
                status = fact.status();
                statusChangeDate = fact.statusChangeDate();
                checkDate = fact.checkDate();
                statusObservedAt = observedAt(fact);
            }
            indexedDate = last(indexedDate, fact.indexedDate());
            licenseExpression = last(licenseExpression, fact.licenseExpression());
            if (!fact.licenses().isEmpty()) {
                licenses = fact.licenses();
            }
        }

        VersionRecord record() {
            return new VersionRecord(version, releaseDate, status, statusChangeDate, indexedDate, checkDate,
                    licenseExpression, licenses);
        }
    }
}
