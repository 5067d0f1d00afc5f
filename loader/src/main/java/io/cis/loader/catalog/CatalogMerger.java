package io.cis.loader.catalog;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.VersionRecord;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlKey;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.engine.version.VersionScheme;
import io.cis.engine.version.VersionSchemes;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Turns the catalog facts of every feed into stored component and version records. Purls are canonicalised, so
 * {@code pkg:pypi/Django} from one feed and {@code pkg:pypi/django} from another are one component. Field by field,
 * the last feed that states a value wins (the project's own catalog runs last), except a version's lifecycle
 * status, which comes from the most recent observation: a registry document that saw a deprecation in 2017
 * outranks a catalog row checked in 2013. Each component's versions are stored sorted in its ecosystem's order,
 * and spellings that order holds equal (Maven {@code 2.4} and {@code 2.4.0}, PEP 440 {@code 2.5} and {@code 2.5.0})
 * are one version: stored once, preferably under a spelling a feed describes, with the facts of every spelling.
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
        return merge(facts, tables, (key, version) -> { });
    }

    /** As {@link #merge(CollectedFacts, SnapshotTables)}, handing each version to {@code stored} as it is stored. */
    public Result merge(CollectedFacts facts, SnapshotTables tables, BiConsumer<byte[], VersionRecord> stored) {
        List<SkippedRecord> skipped = new ArrayList<>();
        long[] counts = new long[2]; // components, versions
        // Facts arrive grouped by canonical purl, so only one component is assembled in memory at a time.
        facts.eachComponent(group -> {
            if (group.key() == null) {
                group.facts().forEach(fact -> skipped.add(unplaced(fact.purl())));
                return;
            }
            ComponentDraft draft = new ComponentDraft(group.key());
            for (CatalogFact fact : group.facts()) {
                if (fact instanceof ComponentFacts component) {
                    draft.add(component, canonicalSource(component.sourcePurl()));
                } else if (fact instanceof VersionFacts version && version.version() != null
                        && !version.version().isBlank()) {
                    draft.add(version);
                }
            }
            counts[1] += store(draft, tables, stored);
            counts[0]++;
        });
        return new Result(counts[0], counts[1], skipped);
    }

    /** Why a fact whose purl has no canonical form is not stored. */
    private static SkippedRecord unplaced(String purl) {
        try {
            PurlParser.key(purl);
            throw new IllegalStateException("a purl filed as invalid parses: " + purl);
        } catch (InvalidPurlException e) {
            return new SkippedRecord("catalog", purl, "purl cannot be canonicalised: " + e.getMessage());
        }
    }

    /** Stores one assembled component with its versions; returns how many versions. */
    private long store(ComponentDraft draft, SnapshotTables tables, BiConsumer<byte[], VersionRecord> stored) {
        String purl = draft.key.canonical();
        Map<String, VersionDraft> versions = draft.versions();
        ComponentRecord record = draft.record(List.copyOf(versions.keySet()));
        tables.put(Domain.COMPONENTS, draft.key.bytes(), codec.encode(record));
        tables.put(Domain.COMPONENT_NAMES, ComponentKeys.nameIndex(record.name(), purl), new byte[0]);
        for (VersionDraft version : versions.values()) {
            byte[] key = ComponentKeys.version(purl, version.version);
            VersionRecord versionRecord = version.record();
            tables.put(Domain.VERSIONS, key, codec.encode(versionRecord));
            stored.accept(key, versionRecord);
        }
        return versions.size();
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
        /** Every version fact in arrival order, so that the last feed still wins once spellings are joined. */
        private final List<VersionFacts> versionFacts = new ArrayList<>();
        private final Set<String> spellings = new HashSet<>();
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
            versionFacts.add(fact);
            spellings.add(fact.version());
        }

        /**
         * The component's versions in ascending order, each version once. Equal spellings sort next to each other;
         * the one a feed says something about (a registry's, rather than one an advisory only names) names the
         * version, the first in order among those, so lookups by the registry's spelling keep finding its facts.
         */
        Map<String, VersionDraft> versions() {
            VersionScheme<?> scheme = VersionSchemes.forEcosystem(key.ecosystem());
            Set<String> described = new HashSet<>();
            for (VersionFacts fact : versionFacts) {
                if (describes(fact)) {
                    described.add(fact.version());
                }
            }
            List<List<String>> groups = new ArrayList<>();
            for (String spelling : scheme.sort(spellings)) {
                List<String> last = groups.isEmpty() ? null : groups.get(groups.size() - 1);
                if (last != null && scheme.equivalent(last.get(0), spelling)) {
                    last.add(spelling);
                } else {
                    groups.add(new ArrayList<>(List.of(spelling)));
                }
            }
            Map<String, String> spelledAs = new HashMap<>();
            Map<String, VersionDraft> versions = new LinkedHashMap<>();
            for (List<String> group : groups) {
                String kept = group.stream().filter(described::contains).findFirst().orElse(group.get(0));
                versions.put(kept, new VersionDraft(kept));
                group.forEach(spelling -> spelledAs.put(spelling, kept));
            }
            for (VersionFacts fact : versionFacts) {
                versions.get(spelledAs.get(fact.version())).add(fact);
            }
            return versions;
        }

        private static boolean describes(VersionFacts fact) {
            return fact.releaseDate() != null || fact.status() != null || fact.indexedDate() != null
                    || fact.checkDate() != null || fact.licenseExpression() != null || !fact.licenses().isEmpty();
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
