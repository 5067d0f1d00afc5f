package io.cis.http.v2;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the components a v2 request asks about: {@code {"components": [{"purl", "requirement"}]}} bodies (or
 * {@code purls} on the deprecated geo-provenance route), and {@code purl}/{@code requirement} query parameters.
 */
public final class ComponentQueries {

    /** Request attribute holding the number of components a batch asked about, for metrics and the access log. */
    public static final String BATCH_SIZE_ATTRIBUTE = "cis.batch_size";

    private final JsonBodies bodies;
    private final int maxBatch;

    public ComponentQueries(JsonBodies bodies, int maxBatch) {
        this.bodies = bodies;
        this.maxBatch = maxBatch;
    }

    /** The batch under {@code field}; a missing, empty, oversized or mistyped list is a 400. */
    public List<ComponentQuery> batch(Context ctx, String field) {
        JsonNode list = bodies.object(ctx.bodyAsBytes()).get(field);
        if (list == null || list.isNull()) {
            throw V2Exception.invalid("field '" + field + "' (a list of components) is required");
        }
        if (!list.isArray()) {
            throw V2Exception.invalid("field '" + field + "' must be a list");
        }
        if (list.isEmpty()) {
            throw V2Exception.invalid("field '" + field + "' must name at least one component");
        }
        if (list.size() > maxBatch) {
            throw V2Exception.invalid("field '" + field + "' has " + list.size() + " items; at most " + maxBatch
                    + " are accepted per request");
        }
        ctx.attribute(BATCH_SIZE_ATTRIBUTE, list.size());
        List<ComponentQuery> queries = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            if (!item.isObject()) {
                throw V2Exception.invalid(field + "[" + i + "] must be an object with a purl");
            }
            queries.add(new ComponentQuery(stringField(item, field, i, "purl"), stringField(item, field, i, "requirement")));
        }
        return queries;
    }

    /** The single component of a GET: {@code purl} is required, {@code requirement} optional. */
    public ComponentQuery single(Context ctx) {
        String purl = ctx.queryParam("purl");
        if (purl == null || purl.isBlank()) {
            throw V2Exception.invalid("query parameter 'purl' is required");
        }
        String requirement = ctx.queryParam("requirement");
        return new ComponentQuery(purl, requirement == null ? "" : requirement);
    }

    private static String stringField(JsonNode item, String list, int index, String field) {
        JsonNode value = item.get(field);
        if (value == null || value.isNull()) {
            return "";
        }
        if (!value.isTextual()) {
            throw V2Exception.invalid(list + "[" + index + "]." + field + " must be a string");
        }
        return value.textValue();
    }
}
