package io.cis.loader.cryptography;

import java.util.List;

/**
 * One algorithm of the crypto algorithm dataset: its id (the name answers use), full name, category, strength as the
 * dataset writes it ({@code "128"}, {@code "128-256"}, {@code ""}), and the keywords that identify it.
 */
public record AlgorithmDefinition(String id, String name, String category, String strength, List<String> keywords) {

    public AlgorithmDefinition {
        keywords = List.copyOf(keywords);
    }
}
