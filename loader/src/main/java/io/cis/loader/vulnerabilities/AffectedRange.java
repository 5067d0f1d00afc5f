package io.cis.loader.vulnerabilities;

import java.util.List;

/** An OSV {@code affected[].ranges[]} entry: its type ({@code SEMVER}, {@code ECOSYSTEM}, {@code GIT}) and events in file order. */
public record AffectedRange(String type, List<RangeEvent> events) {

    public AffectedRange {
        events = List.copyOf(events);
    }
}
