package io.cis.http;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The JSON mapper answers are written with. One place builds it, so the server, and whatever writes the same answers
 * outside it (benchmarks), write the same bytes.
 */
public final class AnswerJson {

    private AnswerJson() {
    }

    /** A new mapper for answers; a server builds one and shares it. */
    public static ObjectMapper mapper() {
        return new ObjectMapper();
    }
}
