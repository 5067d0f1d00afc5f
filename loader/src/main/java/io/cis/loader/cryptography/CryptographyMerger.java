package io.cis.loader.cryptography;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.cryptography.Algorithm;
import io.cis.engine.cryptography.CryptographyRecord;
import io.cis.engine.purl.InvalidPurlException;
import io.cis.engine.purl.PurlParser;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.ValueCodec;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.SnapshotTables;
import io.cis.loader.spill.ExternalSorter;
import io.cis.loader.spill.KeyGroups;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Turns the algorithms feeds state per component version into stored, answer-ready lists. Each stated algorithm is
 * named and classified by the crypto algorithm dataset ({@link AlgorithmNames}): a known one answers with the
 * dataset's id and strength (the feed's stated strength only where the dataset gives none); an unknown one keeps the
 * feed's name and stated strength. Versions are keyed by canonical purl and version, so facts of several feeds about
 * one version join; each list is de-duplicated by name (any case, the first statement wins) and sorted by name.
 */
public final class CryptographyMerger {

    private static final Comparator<Algorithm> BY_NAME = Comparator
            .comparing((Algorithm a) -> a.algorithm().toLowerCase(Locale.ROOT))
            .thenComparing(Algorithm::algorithm);

    private final ValueCodec codec;

    public CryptographyMerger(ValueCodec codec) {
        this.codec = codec;
    }

    /**
     * What the merge stored: versions with algorithms, algorithm entries stored, of which the dataset classified how
     * many, the distinct names it did not know, and the facts it could not place.
     */
    public record Result(long versions, long algorithms, long classified, List<String> unclassified,
                         List<SkippedRecord> skipped) {

        public Result {
            unclassified = List.copyOf(unclassified);
            skipped = List.copyOf(skipped);
        }
    }

    public Result merge(CollectedCryptography facts, SnapshotTables tables) {
        AlgorithmNames names = new AlgorithmNames(facts.definitions());
        List<SkippedRecord> skipped = new ArrayList<>();
        TreeSet<String> unclassified = new TreeSet<>();
        long[] counts = new long[3]; // versions, algorithms stored, classified
        // Facts wait on disk grouped by stored version key, so one version's algorithms are joined at a time.
        try (ExternalSorter byVersion = new ExternalSorter(tables.spillSpace(), "version-algorithms")) {
            facts.eachVersion(fact -> canonical(fact, skipped).ifPresent(purl ->
                    byVersion.add(ComponentKeys.version(purl, fact.version()), codec.encode(fact))));
            KeyGroups.each(byVersion, (key, values) -> {
                Map<String, Algorithm> used = new LinkedHashMap<>();
                for (byte[] value : values) {
                    counts[2] += join(codec.decode(value, VersionAlgorithms.class), names, used, unclassified);
                }
                List<Algorithm> sorted = new ArrayList<>(used.values());
                sorted.sort(BY_NAME);
                counts[1] += sorted.size();
                counts[0]++;
                tables.put(Domain.CRYPTOGRAPHY, key, codec.encode(new CryptographyRecord(sorted)));
            });
        }
        return new Result(counts[0], counts[1], counts[2], new ArrayList<>(unclassified), skipped);
    }

    /** Adds one fact's algorithms to those of its version; returns how many new entries the dataset classified. */
    private static long join(VersionAlgorithms fact, AlgorithmNames names, Map<String, Algorithm> used,
                             TreeSet<String> unclassified) {
        long classified = 0;
        for (StatedAlgorithm stated : fact.algorithms()) {
            Optional<AlgorithmDefinition> definition = names.classify(stated.name());
            if (definition.isEmpty()) {
                unclassified.add(stated.name());
            }
            Algorithm algorithm = definition
                    .map(d -> new Algorithm(d.id(), d.strength().isEmpty() ? stated.strength() : d.strength(),
                            stated.files()))
                    .orElseGet(() -> new Algorithm(stated.name(), stated.strength(), stated.files()));
            String name = algorithm.algorithm().toLowerCase(Locale.ROOT);
            Algorithm first = used.get(name);
            if (first == null) {
                used.put(name, algorithm);
                classified += definition.isPresent() ? 1 : 0;
            } else {
                // the first statement named it; a later one may be the first to say how strong it is, or in how
                // many files of the archive it is named
                used.put(name, new Algorithm(first.algorithm(),
                        first.strength().isEmpty() ? algorithm.strength() : first.strength(),
                        first.files() == null ? algorithm.files() : first.files()));
            }
        }
        return classified;
    }

    private static Optional<String> canonical(VersionAlgorithms fact, List<SkippedRecord> skipped) {
        try {
            return Optional.of(PurlParser.key(fact.purl()).canonical());
        } catch (InvalidPurlException e) {
            skipped.add(new SkippedRecord(fact.source(), fact.purl() + "@" + fact.version(),
                    "purl cannot be canonicalised: " + e.getMessage()));
            return Optional.empty();
        }
    }
}
