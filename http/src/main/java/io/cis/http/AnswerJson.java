package io.cis.http;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.cis.engine.vulnerabilities.RenderedVulnerability;
import io.cis.http.answers.RenderedVulnerabilitySerializer;

/**
 * The JSON mapper answers are written with. One place builds it, so the server, and whatever writes the same answers
 * outside it (benchmarks), write the same bytes. Engine values that are not plain records get their serializers here:
 * how a value looks on the wire is http's business, so renaming an answer field never touches what is stored.
 */
public final class AnswerJson {

    private AnswerJson() {
    }

    /** A new mapper for answers; a server builds one and shares it. */
    public static ObjectMapper mapper() {
        return new ObjectMapper().registerModule(new SimpleModule("cis-answers")
                .addSerializer(RenderedVulnerability.class, new RenderedVulnerabilitySerializer()));
    }
}
