package io.cis.loader.feeds.crypto;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.BuildSink;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.FeedFiles;
import io.cis.loader.build.FeedLocation;
import io.cis.loader.build.FeedResult;
import io.cis.loader.build.PlacedFeed;
import io.cis.loader.build.SkippedRecord;
import io.cis.loader.build.UnusableRecordException;
import io.cis.loader.cryptography.AlgorithmDefinition;
import io.cis.loader.feeds.text.FirstLine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The open crypto algorithm dataset of SCANOSS ({@code definitions_crypto_algorithms/}): every algorithm with its id,
 * full name, category and strength, joined with the keywords that identify it, reported as algorithm definitions.
 * The cryptography merge uses them to name and classify the algorithms other feeds state per component version.
 */
public final class CryptoDatasetFeed extends PlacedFeed {

    private final DatasetFiles files = new DatasetFiles();
    private final TextYaml yaml = new TextYaml();
    private final DatasetEntries entries = new DatasetEntries();

    public CryptoDatasetFeed() {
        super("crypto", new FeedLocation(
                List.of("crypto/crypto_algorithms_open_dataset/definitions_crypto_algorithms", "crypto"),
                List.of("crypto_algorithms_open_dataset/definitions_crypto_algorithms", "definitions_crypto_algorithms", "."),
                new DatasetFiles()::holdsDataset));
    }

    @Override
    public FeedResult load(Path feedsRoot, Path location, BuildSink sink) throws FeedException {
        List<SkippedRecord> skipped = new ArrayList<>();
        Map<String, DatasetEntries.AlgorithmEntry> algorithms = algorithms(location, skipped);
        Map<String, List<String>> keywords = keywords(location, algorithms, skipped);
        for (Map.Entry<String, DatasetEntries.AlgorithmEntry> algorithm : algorithms.entrySet()) {
            DatasetEntries.AlgorithmEntry entry = algorithm.getValue();
            sink.cryptography().definition(new AlgorithmDefinition(entry.id(), entry.name(), entry.category(),
                    entry.strength(), keywords.getOrDefault(algorithm.getKey(), List.of())));
        }
        DatasetReadme readme = DatasetReadme.of(location);
        return result(feedsRoot, location, algorithms.size(), skipped, readme.date(), readme.listVersion());
    }

    /** The algorithms of {@code algorithms/}, by lower-case id, in path order; the first file of an id wins. */
    private Map<String, DatasetEntries.AlgorithmEntry> algorithms(Path location, List<SkippedRecord> skipped)
            throws FeedException {
        Map<String, DatasetEntries.AlgorithmEntry> algorithms = new LinkedHashMap<>();
        for (Path file : list(location, DatasetFiles.ALGORITHMS)) {
            try {
                String folder = file.getParent().getFileName().toString();
                DatasetEntries.AlgorithmEntry entry = entries.algorithm(read(file), folder);
                if (algorithms.putIfAbsent(key(entry.id()), entry) != null) {
                    skipped.add(new SkippedRecord(file.toString(), entry.id(),
                            "algorithm id defined again (the first file in path order wins)"));
                }
            } catch (UnusableRecordException e) {
                skipped.add(e.skipped(file.toString(), "-"));
            }
        }
        return algorithms;
    }

    /** The keywords of {@code definitions/}, by lower-case id of an algorithm defined in {@code algorithms/}. */
    private Map<String, List<String>> keywords(Path location, Map<String, DatasetEntries.AlgorithmEntry> algorithms,
                                               List<SkippedRecord> skipped) throws FeedException {
        Map<String, List<String>> keywords = new LinkedHashMap<>();
        for (Path file : list(location, DatasetFiles.DEFINITIONS)) {
            try {
                DatasetEntries.KeywordEntry entry = entries.keywords(read(file));
                if (!algorithms.containsKey(key(entry.id()))) {
                    skipped.add(new SkippedRecord(file.toString(), entry.id(),
                            "keywords for an algorithm id no algorithms/ file defines"));
                } else if (keywords.putIfAbsent(key(entry.id()), entry.keywords()) != null) {
                    skipped.add(new SkippedRecord(file.toString(), entry.id(),
                            "keywords of this algorithm listed again (the first file in path order wins)"));
                }
            } catch (UnusableRecordException e) {
                skipped.add(e.skipped(file.toString(), "-"));
            }
        }
        return keywords;
    }

    private static String key(String id) {
        return id.toLowerCase(Locale.ROOT);
    }

    private JsonNode read(Path file) throws FeedException {
        try {
            return yaml.read(file);
        } catch (IOException e) {
            throw new FeedException(file, "not valid YAML (" + FirstLine.of(e.getMessage()) + ")", e);
        }
    }

    private List<Path> list(Path location, String part) throws FeedException {
        return FeedFiles.listed(location.resolve(part), "the dataset files", () -> files.files(location, part));
    }
}
