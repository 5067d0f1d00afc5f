package io.cis.loader.feeds.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/**
 * The one way the loader makes its JSON readers, so that every feed, the fetch and the build read JSON under the same
 * rules: the limits on nesting, string, number and name length are the project's, stated here, not whatever a Jackson
 * upgrade brings; and a document followed by more text fails rather than the rest being ignored, except where values
 * are read one by one out of a longer document ({@link #valuesWithin()}).
 */
public final class StrictJson {

    /** Deeper than any feed document nests by far; a deeper one is not data but an attack on the parser's stack. */
    static final int MAX_NESTING_DEPTH = 1_000;
    /** Twenty million characters: the longest description, release note or license text is far below it. */
    static final int MAX_STRING_LENGTH = 20_000_000;
    static final int MAX_NUMBER_LENGTH = 1_000;
    static final int MAX_NAME_LENGTH = 50_000;

    private StrictJson() {
    }

    /** The limits every reader of the loader parses under. */
    public static StreamReadConstraints constraints() {
        return StreamReadConstraints.builder()
                .maxNestingDepth(MAX_NESTING_DEPTH)
                .maxStringLength(MAX_STRING_LENGTH)
                .maxNumberLength(MAX_NUMBER_LENGTH)
                .maxNameLength(MAX_NAME_LENGTH)
                .build();
    }

    /** A streaming factory under {@link #constraints()}, for the feeds that read token by token. */
    public static JsonFactory factory() {
        return JsonFactory.builder().streamReadConstraints(constraints()).build();
    }

    /** A mapper that refuses trailing content after the document, under {@link #constraints()}. */
    public static ObjectMapper mapper() {
        return builder().build();
    }

    /**
     * As {@link #mapper()}, and a key repeated within one object fails too: for line formats where either value
     * could be meant, so the line is refused rather than half read.
     */
    public static ObjectMapper refusingDuplicateKeys() {
        return builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    }

    /**
     * A mapper under {@link #constraints()} that also reads single values out of a longer document (a paged response
     * read record by record), so it cannot refuse what follows a value: the fetch, which streams some responses and
     * checks each file whole before it keeps it ({@code FileCheck}), reads with this one.
     */
    public static ObjectMapper valuesWithin() {
        return JsonMapper.builder(factory()).build();
    }

    private static JsonMapper.Builder builder() {
        return JsonMapper.builder(factory()).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }
}
