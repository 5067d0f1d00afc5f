package io.cis.loader.licenses;

import io.cis.engine.components.VersionRecord;
import io.cis.engine.licenses.ComponentLicenseRecord;
import io.cis.engine.licenses.LicenseEntry;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.spill.KeyValue;
import io.cis.loader.spill.SortedEntries;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Normalises every stored version's declared licenses against the build's SPDX list, as the catalog merge stores
 * the version or after it, and stores the result under the same key in {@code component_licenses}. The statement is the declared expression,
 * normalised; without one, the only listed license; with several listed and no expression, none, since a list does
 * not say whether all apply or one may be chosen. The licenses are the statement's, then any other listed ones.
 */
public final class ComponentLicenseMerger {

    private final ValueCodec codec;

    public ComponentLicenseMerger(ValueCodec codec) {
        this.codec = codec;
    }

    /**
     * What the merge stored: versions with licenses, and the declared names it kept as {@code LicenseRef-} ids
     * (the build summary lists them, so that an alias can be added where a mapping is in fact unambiguous).
     */
    public record Result(long versions, List<String> unmappedNames) {

        public Result {
            unmappedNames = List.copyOf(unmappedNames);
        }
    }

    /** Normalises every version already stored in {@code tables}. */
    public Result merge(SnapshotTables tables) {
        Licensing licensing = start(tables);
        try (SortedEntries stored = tables.each(Domain.VERSIONS)) {
            while (stored.hasNext()) {
                KeyValue entry = stored.next();
                licensing.version(entry.key(), codec.decode(entry.value(), VersionRecord.class));
            }
        }
        return licensing.result();
    }

    /**
     * Licensing of versions as they are stored, against the SPDX list already in {@code tables}: the catalog merge
     * hands each version over as it stores it, so the versions are not read back and decoded a second time.
     */
    public Licensing start(SnapshotTables tables) {
        return new Licensing(tables);
    }

    /** The licenses of one build's versions, handed over one at a time. */
    public final class Licensing {
        private final SnapshotTables tables;
        private final LicenseNormalizer normalizer;
        private final LicenseEntries entries;
        private final TreeSet<String> unmapped = new TreeSet<>();
        private final Recent recent = new Recent();
        private long versions;

        private Licensing(SnapshotTables tables) {
            SpdxList spdx = SpdxList.from(tables, codec);
            this.tables = tables;
            this.normalizer = LicenseNormalizer.over(spdx);
            this.entries = new LicenseEntries(spdx);
        }

        /** Stores the normalised licenses of the version stored under {@code key}, if it declares any. */
        public void version(byte[] key, VersionRecord version) {
            if (version.licenseExpression().isBlank() && version.licenses().isEmpty()) {
                return;
            }
            Declared declared = new Declared(version.licenseExpression(), version.licenses());
            byte[] record = recent.get(declared);
            if (record == null) {
                record = encoded(version, normalizer, entries, unmapped);
                recent.put(declared, record);
            }
            tables.put(Domain.COMPONENT_LICENSES, key, record);
            versions++;
        }

        public Result result() {
            return new Result(versions, new ArrayList<>(unmapped));
        }
    }

    /** What a version declares; versions declaring the same have the same record. */
    private record Declared(String expression, List<String> licenses) {
    }

    /**
     * The records of the declarations normalised most recently: most versions of a build declare one of a few
     * licenses, and normalising is most of this merge's work. Bounded, so memory does not grow with the distinct
     * declarations of a large build.
     */
    private static final class Recent extends LinkedHashMap<Declared, byte[]> {
        private static final int CAPACITY = 4096;

        Recent() {
            super(CAPACITY * 2, 0.75f, true);
        }

        @Override
        protected boolean removeEldestEntry(Map.Entry<Declared, byte[]> eldest) {
            return size() > CAPACITY;
        }
    }

    /** The normalised licenses of one version, encoded; their {@code LicenseRef-} names join {@code unmapped}. */
    private byte[] encoded(VersionRecord version, LicenseNormalizer normalizer, LicenseEntries entries,
                           TreeSet<String> unmapped) {
        ComponentLicenseRecord record = record(version, normalizer, entries);
        for (LicenseEntry entry : record.licenses()) {
            if (LicenseRefs.isReference(entry.id())) {
                unmapped.add(entry.fullName());
            }
        }
        return codec.encode(record);
    }

    private static ComponentLicenseRecord record(VersionRecord version, LicenseNormalizer normalizer, LicenseEntries entries) {
        List<LicenseExpression> listed = version.licenses().stream().filter(name -> !name.isBlank())
                .map(normalizer::normalize).toList();
        LicenseExpression statement = !version.licenseExpression().isBlank()
                ? normalizer.normalize(version.licenseExpression())
                : listed.size() == 1 ? listed.get(0) : null;
        List<LicenseExpression> all = new ArrayList<>();
        if (statement != null) {
            all.add(statement);
        }
        all.addAll(listed);
        return new ComponentLicenseRecord(statement == null ? "" : statement.text(), entries.of(all));
    }
}
