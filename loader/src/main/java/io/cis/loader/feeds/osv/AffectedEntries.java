package io.cis.loader.feeds.osv;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.vulnerabilities.AffectedPackage;
import io.cis.loader.vulnerabilities.AffectedRange;
import io.cis.loader.vulnerabilities.RangeEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a record's {@code affected[]} entries as written: package, ranges with their events in file order (GIT ranges
 * included), explicit versions, {@code affected[]}-level severity vectors and database severity.
 */
final class AffectedEntries {

    /** The event kinds of the OSV schema; every event object has exactly one of them. */
    static final List<String> EVENT_KINDS = List.of("introduced", "fixed", "last_affected", "limit");

    private AffectedEntries() {
    }

    static List<AffectedPackage> of(JsonNode record) throws UnusableRecordException {
        List<JsonNode> entries = RecordFields.objects(record, "affected", "affected");
        List<AffectedPackage> packages = new ArrayList<>(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            packages.add(entry(entries.get(i), "affected[" + i + "]"));
        }
        return packages;
    }

    private static AffectedPackage entry(JsonNode entry, String where) throws UnusableRecordException {
        // package may be left out for an entry that only names GIT ranges (OSV schema 1.x)
        JsonNode pkg = entry.path("package");
        if (!RecordFields.absent(pkg) && !pkg.isObject()) {
            throw new UnusableRecordException(where + ".package is not an object");
        }
        String ecosystem = RecordFields.text(pkg, "ecosystem", where + ".package.ecosystem");
        String name = RecordFields.text(pkg, "name", where + ".package.name");
        String purl = RecordFields.text(pkg, "purl", where + ".package.purl");
        return new AffectedPackage(ecosystem, name, purl, ranges(entry, where + ".ranges"),
                RecordFields.texts(entry, "versions", where + ".versions"),
                SeverityVectors.of(entry, where + ".severity"), RecordFields.databaseSeverity(entry));
    }

    private static List<AffectedRange> ranges(JsonNode entry, String where) throws UnusableRecordException {
        List<JsonNode> ranges = RecordFields.objects(entry, "ranges", where);
        List<AffectedRange> read = new ArrayList<>(ranges.size());
        for (int i = 0; i < ranges.size(); i++) {
            String at = where + "[" + i + "]";
            String type = RecordFields.text(ranges.get(i), "type", at + ".type");
            if (type == null || type.isBlank()) {
                throw new UnusableRecordException(at + " has no type");
            }
            if (RecordFields.absent(ranges.get(i).path("events"))) {
                throw new UnusableRecordException(at + " has no events");
            }
            List<JsonNode> events = RecordFields.objects(ranges.get(i), "events", at + ".events");
            List<RangeEvent> kept = new ArrayList<>(events.size());
            for (int j = 0; j < events.size(); j++) {
                kept.add(event(events.get(j), at + ".events[" + j + "]"));
            }
            read.add(new AffectedRange(type, kept));
        }
        return read;
    }

    /** The one known key of an event; other keys are extensions and ignored. */
    private static RangeEvent event(JsonNode event, String where) throws UnusableRecordException {
        RangeEvent found = null;
        for (String kind : EVENT_KINDS) {
            String version = RecordFields.text(event, kind, where + "." + kind);
            if (version == null) {
                continue;
            }
            if (found != null) {
                throw new UnusableRecordException(where + " has both " + found.kind() + " and " + kind);
            }
            found = new RangeEvent(kind, version);
        }
        if (found == null) {
            throw new UnusableRecordException(where + " has none of " + String.join(", ", EVENT_KINDS));
        }
        return found;
    }
}
