package io.cis.http.v2;

import io.cis.http.body.ComponentListReader;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;

/**
 * Reads the components a v2 request asks about: {@code {"components": [{"purl", "requirement"}]}} bodies (or
 * {@code purls} on the deprecated geo-provenance route), and {@code purl}/{@code requirement} query parameters.
 */
public final class ComponentQueries {

    /** Request attribute holding the number of components a batch asked about, for metrics and the access log. */
    public static final String BATCH_SIZE_ATTRIBUTE = "cis.batch_size";

    private final JsonBodies bodies;
    private final ComponentListReader lists;

    public ComponentQueries(JsonBodies bodies, int maxBatch) {
        this.bodies = bodies;
        this.lists = new ComponentListReader(maxBatch);
    }

    /** The batch under {@code field}; a missing, empty, oversized or mistyped list is a 400. */
    public List<ComponentQuery> batch(Context ctx, String field) {
        List<ComponentQuery> queries = batch(ctx.bodyAsBytes(), field);
        ctx.attribute(BATCH_SIZE_ATTRIBUTE, queries.size());
        return queries;
    }

    /** The batch under {@code field} of {@code body}; other members are skipped unread. */
    public List<ComponentQuery> batch(byte[] body, String field) {
        Optional<List<ComponentQuery>> list = bodies.read(body, json -> {
            Optional<List<ComponentQuery>> found = Optional.empty();
            while (json.nextMember()) {
                if (json.name().equals(field)) {
                    found = lists.read(json, field, ComponentQuery::new);
                } else {
                    json.skipValue();
                }
            }
            return found;
        });
        if (list.isEmpty()) {
            throw V2Exception.invalid("field '" + field + "' (a list of components) is required");
        }
        if (list.get().isEmpty()) {
            throw V2Exception.invalid("field '" + field + "' must name at least one component");
        }
        return list.get();
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
}
