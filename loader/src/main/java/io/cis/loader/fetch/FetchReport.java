package io.cis.loader.fetch;

import java.util.List;
import java.util.Map;

/** What a fetch did: the sources fetched whole (with their records) and the sources that failed, with the reason. */
public record FetchReport(Map<String, SourceRecord> fetched, Map<String, String> failed) {

    public FetchReport {
        fetched = Map.copyOf(fetched);
        failed = Map.copyOf(failed);
    }

    public boolean succeeded() {
        return failed.isEmpty();
    }

    public List<String> failedSources() {
        return failed.keySet().stream().sorted().toList();
    }
}
