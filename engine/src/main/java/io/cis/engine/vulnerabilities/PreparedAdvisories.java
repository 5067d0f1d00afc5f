package io.cis.engine.vulnerabilities;

import io.cis.engine.version.VersionScheme;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every advisory statement about one component, prepared once per snapshot (versions parsed, events sorted), so
 * that a request parses only its own version. Immutable; shared between requests.
 */
final class PreparedAdvisories {

    private final List<PreparedEntry> entries;

    private PreparedAdvisories(List<PreparedEntry> entries) {
        this.entries = entries;
    }

    static PreparedAdvisories of(AffectedRecord record, VersionScheme<?> ecosystem) {
        List<PreparedEntry> entries = new ArrayList<>(record.entries().size());
        for (AffectedEntry entry : record.entries()) {
            entries.add(PreparedEntry.of(entry, ecosystem));
        }
        return new PreparedAdvisories(List.copyOf(entries));
    }

    /** Ids of the vulnerabilities whose statements include the version, in statement order, each once. */
    Set<String> affecting(String version) {
        RequestedVersion requested = new RequestedVersion(version);
        Set<String> ids = new LinkedHashSet<>();
        for (PreparedEntry entry : entries) {
            if (!ids.contains(entry.vulnerability()) && entry.evaluate(requested).listed()) {
                ids.add(entry.vulnerability());
            }
        }
        return ids;
    }
}
