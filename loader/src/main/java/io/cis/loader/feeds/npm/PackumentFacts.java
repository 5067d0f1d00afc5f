package io.cis.loader.feeds.npm;

import io.cis.loader.build.SkippedRecord;
import io.cis.loader.catalog.ComponentFacts;
import io.cis.loader.catalog.VersionFacts;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What one package document says: the component (absent when the document is unusable), its versions, the
 * records that had to be skipped, and when the registry last modified the document.
 */
record PackumentFacts(Optional<ComponentFacts> component, List<VersionFacts> versions, List<SkippedRecord> skipped,
                      Optional<Instant> modified) {

    PackumentFacts {
        versions = List.copyOf(versions);
        skipped = List.copyOf(skipped);
    }

    /** A document that cannot be used at all, for the reason given. */
    static PackumentFacts unusable(SkippedRecord why) {
        return new PackumentFacts(Optional.empty(), List.of(), List.of(why), Optional.empty());
    }
}
