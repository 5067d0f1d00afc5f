package io.cis.loader.fetch.registries;

import java.util.List;
import java.util.Optional;

/**
 * What asking a registry about one package came to: whether the registry has it at all, what it lacks of what was
 * asked (a version's POM, a parent POM), and the documents several packages share that are fetched once, after
 * every package (Maven's parent POMs).
 *
 * @param found    false when the registry answered that it has no such package (404 or 410)
 * @param missing  what the registry lacks of this package, each said in a note
 * @param shared   documents to fetch next, once for every package that needs them
 * @param notAsked why the package was not asked about at all (a purl the registry's API cannot name), if so
 */
record PackageResult(boolean found, List<String> missing, List<SharedDocument> shared, Optional<String> notAsked) {

    PackageResult {
        missing = List.copyOf(missing);
        shared = List.copyOf(shared);
    }

    static PackageResult fetched() {
        return new PackageResult(true, List.of(), List.of(), Optional.empty());
    }

    static PackageResult fetched(List<String> missing, List<SharedDocument> shared) {
        return new PackageResult(true, missing, shared, Optional.empty());
    }

    static PackageResult absent() {
        return new PackageResult(false, List.of(), List.of(), Optional.empty());
    }

    static PackageResult notAsked(String reason) {
        return new PackageResult(false, List.of(), List.of(), Optional.of(reason));
    }
}
