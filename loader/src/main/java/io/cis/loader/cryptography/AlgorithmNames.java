package io.cis.loader.cryptography;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Finds the dataset algorithm a feed's algorithm name means. Feeds spell algorithms their own way (a CBOM's
 * {@code AES-128-GCM} or {@code SHA384}, a scanner's {@code md5} or {@code SHA256}); the dataset has an id per
 * algorithm ({@code aes}, {@code sha2}, {@code md5}) and keywords that identify it ({@code sha384} is one of
 * {@code sha2}'s). A name is tried in these spellings, each compared case-insensitively with the ids, then with the
 * keywords that belong to exactly one algorithm (a keyword two algorithms share names neither):
 * <ol>
 * <li>as given;</li>
 * <li>without separators ({@code - _ / .}, space, parentheses): {@code SHA-384} is {@code sha384};</li>
 * <li>its leading segments up to the first that starts with a digit, joined: {@code ML-KEM-768} is {@code mlkem},
 * {@code AES-128-GCM} is {@code aes};</li>
 * <li>its first segment: {@code HMAC-SHA256} is {@code hmac}.</li>
 * </ol>
 */
public final class AlgorithmNames {

    private static final Pattern SEPARATORS = Pattern.compile("[-_/.\\s()]+");

    private final Map<String, AlgorithmDefinition> ids = new HashMap<>();
    private final Map<String, AlgorithmDefinition> keywords = new HashMap<>();

    /** Indexes the definitions; of two with the same id (in any case) the first is kept. */
    public AlgorithmNames(List<AlgorithmDefinition> definitions) {
        Map<String, Set<String>> owners = new HashMap<>();
        for (AlgorithmDefinition definition : definitions) {
            ids.putIfAbsent(lower(definition.id()), definition);
        }
        for (AlgorithmDefinition definition : ids.values()) {
            for (String keyword : definition.keywords()) {
                owners.computeIfAbsent(lower(keyword), k -> new LinkedHashSet<>()).add(lower(definition.id()));
            }
        }
        owners.forEach((keyword, algorithms) -> {
            if (algorithms.size() == 1) {
                keywords.put(keyword, ids.get(algorithms.iterator().next()));
            }
        });
    }

    /** The dataset algorithm the name means, or empty when the dataset does not know it. */
    public Optional<AlgorithmDefinition> classify(String name) {
        for (String spelling : spellings(name)) {
            AlgorithmDefinition byId = ids.get(spelling);
            if (byId != null) {
                return Optional.of(byId);
            }
            AlgorithmDefinition byKeyword = keywords.get(spelling);
            if (byKeyword != null) {
                return Optional.of(byKeyword);
            }
        }
        return Optional.empty();
    }

    /** The spellings tried, in order, lower-case and without repeats. */
    static List<String> spellings(String name) {
        String given = lower(name.strip());
        Set<String> spellings = new LinkedHashSet<>();
        spellings.add(given);
        spellings.add(SEPARATORS.matcher(given).replaceAll(""));
        List<String> segments = new ArrayList<>();
        for (String segment : SEPARATORS.split(given)) {
            if (!segment.isEmpty()) {
                segments.add(segment);
            }
        }
        StringBuilder leading = new StringBuilder();
        for (String segment : segments) {
            if (Character.isDigit(segment.charAt(0))) {
                break;
            }
            leading.append(segment);
        }
        spellings.add(leading.toString());
        if (!segments.isEmpty()) {
            spellings.add(segments.get(0));
        }
        spellings.remove("");
        return new ArrayList<>(spellings);
    }

    private static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }
}
