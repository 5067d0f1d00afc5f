package io.cis.loader.fetch.archives;

import io.cis.loader.cryptography.AlgorithmDefinition;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ahocorasick.trie.Trie;

/**
 * The crypto algorithm dataset's detection keywords, searched for in a text all at once. A keyword is found wherever
 * its text occurs, in any case ({@code rsa_pkcs1_padding}, {@code .getinstance("rsa}, {@code sha256}); each
 * algorithm whose definition lists a keyword found is named by the text (a keyword two definitions list names both).
 */
public final class AlgorithmKeywords {

    private final Trie trie;
    private final Map<String, Set<String>> algorithms = new TreeMap<>();
    private final String fingerprint;

    public AlgorithmKeywords(List<AlgorithmDefinition> definitions) {
        Set<String> keywords = new LinkedHashSet<>();
        for (AlgorithmDefinition definition : definitions) {
            for (String keyword : definition.keywords()) {
                String key = keyword.toLowerCase(Locale.ROOT);
                if (!key.isBlank()) {
                    keywords.add(key);
                    algorithms.computeIfAbsent(key, k -> new TreeSet<>()).add(definition.id());
                }
            }
        }
        this.trie = Trie.builder().ignoreCase().addKeywords(keywords).build();
        this.fingerprint = fingerprint(algorithms);
    }

    /** How many distinct keywords are searched for. */
    public int size() {
        return algorithms.size();
    }

    /**
     * A digest of every keyword and the algorithms it names: a scan made with the same fingerprint found what a new
     * one would, so its result may be kept.
     */
    public String fingerprint() {
        return fingerprint;
    }

    /** The algorithms {@code text} names, each with the keywords found for it, sorted. */
    public Map<String, Set<String>> find(CharSequence text) {
        Set<String> found = new TreeSet<>();
        trie.parseText(text, emit -> {
            found.add(emit.getKeyword().toLowerCase(Locale.ROOT));
            return true;
        });
        Map<String, Set<String>> named = new TreeMap<>();
        for (String keyword : found) {
            for (String algorithm : algorithms.getOrDefault(keyword, Set.of())) {
                named.computeIfAbsent(algorithm, a -> new TreeSet<>()).add(keyword);
            }
        }
        return named;
    }

    private static String fingerprint(Map<String, Set<String>> algorithms) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            List<String> lines = new ArrayList<>();
            algorithms.forEach((keyword, ids) -> lines.add(keyword + "\t" + String.join(",", ids)));
            digest.update(String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
