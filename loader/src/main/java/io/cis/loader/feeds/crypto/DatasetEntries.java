package io.cis.loader.feeds.crypto;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.UnusableRecordException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the fields of one dataset file. An algorithm file holds {@code algorithmId} (required), {@code algorithm}
 * (full name), {@code category} and {@code strength}; a definition file holds {@code algorithmId} and
 * {@code keywords} (a list). A field the entry uses that is not text (or, for keywords, not a list of text) makes
 * the entry unusable.
 */
final class DatasetEntries {

    /** One algorithm as its file describes it; {@code category} falls back to the folder name. */
    record AlgorithmEntry(String id, String name, String category, String strength) {
    }

    /** The keywords a definition file lists for an algorithm id. */
    record KeywordEntry(String id, List<String> keywords) {
    }

    AlgorithmEntry algorithm(JsonNode document, String folderCategory) throws UnusableRecordException {
        String id = id(document);
        String category = text(document, "category");
        return new AlgorithmEntry(id, orEmpty(text(document, "algorithm")), category == null ? folderCategory : category,
                orEmpty(text(document, "strength")));
    }

    KeywordEntry keywords(JsonNode document) throws UnusableRecordException {
        String id = id(document);
        JsonNode list = document.path("keywords");
        if (list.isMissingNode() || list.isNull()) {
            return new KeywordEntry(id, List.of());
        }
        if (!list.isArray()) {
            throw new UnusableRecordException("\"keywords\" must be a list of text");
        }
        List<String> keywords = new ArrayList<>();
        for (JsonNode keyword : list) {
            if (!keyword.isTextual()) {
                throw new UnusableRecordException("\"keywords\" must be a list of text");
            }
            if (!keyword.asText().isBlank()) {
                keywords.add(keyword.asText().strip());
            }
        }
        return new KeywordEntry(id, keywords);
    }

    private static String id(JsonNode document) throws UnusableRecordException {
        if (!document.isObject()) {
            throw new UnusableRecordException(document.isNull() ? "empty file" : "not a YAML mapping");
        }
        String id = text(document, "algorithmId");
        if (id == null) {
            throw new UnusableRecordException("no \"algorithmId\"");
        }
        return id;
    }

    /** The field's text, stripped; null when absent, null or blank. */
    private static String text(JsonNode document, String field) throws UnusableRecordException {
        JsonNode value = document.path(field);
        if (value.isMissingNode() || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new UnusableRecordException("\"" + field + "\" must be text");
        }
        String text = value.asText().strip();
        return text.isEmpty() ? null : text;
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
