package io.cis.loader.feeds.purl2cpe;

import io.cis.loader.build.SkippedRecord;
import io.cis.loader.vulnerabilities.CpeMapping;
import java.util.List;

/** What one {@code <vendor>/<product>} folder gave: a mapping per usable purl, and every entry it could not use. */
record FolderMappings(List<CpeMapping> mappings, List<SkippedRecord> skipped) {

    FolderMappings {
        mappings = List.copyOf(mappings);
        skipped = List.copyOf(skipped);
    }
}
