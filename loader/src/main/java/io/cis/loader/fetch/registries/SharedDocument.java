package io.cis.loader.fetch.registries;

import io.cis.loader.fetch.FetchException;
import java.util.List;

/**
 * A document several packages may need (a parent POM), fetched once however many name it: {@code key} is where it
 * goes in the feeds folder, {@code neededBy} the package that named it first (for messages).
 */
record SharedDocument(String key, String description, String neededBy, Fetch fetch) {

    /** Fetches the document; what it found, and the shared documents it needs in turn. */
    @FunctionalInterface
    interface Fetch {

        Outcome fetch(RegistryRequests requests) throws FetchException;
    }

    /** Whether the registry has the document, and what it needs next. */
    record Outcome(boolean found, List<SharedDocument> more) {

        Outcome {
            more = List.copyOf(more);
        }
    }
}
