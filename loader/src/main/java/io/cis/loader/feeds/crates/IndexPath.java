package io.cis.loader.feeds.crates;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where the sparse index keeps a crate's file: {@code 1/<name>} and {@code 2/<name>} for names of one and two
 * characters, {@code 3/<first character>/<name>} for three, else {@code <first two>/<next two>/<name>}, the shard
 * folders in lower case.
 */
final class IndexPath {

    private IndexPath() {
    }

    /** The crate a path below {@code index/} holds, if the path is where the index keeps that crate. */
    static Optional<String> crate(List<String> belowIndex) {
        if (belowIndex.isEmpty()) {
            return Optional.empty();
        }
        String name = belowIndex.get(belowIndex.size() - 1);
        String lower = name.toLowerCase(Locale.ROOT);
        List<String> expected = switch (lower.length()) {
            case 0 -> null;
            case 1 -> List.of("1", name);
            case 2 -> List.of("2", name);
            case 3 -> List.of("3", lower.substring(0, 1), name);
            default -> List.of(lower.substring(0, 2), lower.substring(2, 4), name);
        };
        return belowIndex.equals(expected) ? Optional.of(name) : Optional.empty();
    }
}
