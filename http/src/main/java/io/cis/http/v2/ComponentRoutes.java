package io.cis.http.v2;

import io.cis.http.answers.DeclaredLicense;
import io.cis.http.answers.VersionBody;
import io.cis.http.answers.ComponentBody;
import io.cis.http.answers.VersionsResponse;
import io.cis.http.answers.SearchHit;
import io.cis.http.answers.SearchResponse;
import io.cis.http.answers.Outcome;
import io.cis.engine.Engine;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.ComponentSearch;
import io.cis.engine.components.ComponentVersions;
import io.cis.engine.components.LicenseReference;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;
import io.cis.http.RequestScope;
import io.cis.http.RequestScopes;

/** Catalog browsing: {@code GET /v2/components/versions?purl=&limit=} and {@code GET /v2/components/search}. */
public final class ComponentRoutes {

    /** Default and largest page sizes of the listing routes. */
    static final int DEFAULT_LIMIT = 50;
    static final int MAX_LIMIT = 1_000;

    private final RequestScopes scopes;
    private final V2StatusBlocks statuses;

    public ComponentRoutes(RequestScopes scopes, V2StatusBlocks statuses) {
        this.scopes = scopes;
        this.statuses = statuses;
    }

    public void register(RoutesConfig routes) {
        routes.get("/v2/components/versions", this::versions);
        routes.get("/v2/components/search", this::search);
    }

    private void versions(Context ctx) {
        String purl = ctx.queryParam("purl");
        if (purl == null || purl.isBlank()) {
            throw V2Exception.invalid("query parameter 'purl' is required");
        }
        int limit = QueryNumbers.limit(ctx, DEFAULT_LIMIT, MAX_LIMIT);
        try (RequestScope request = scopes.open(ctx)) {
            versions(ctx, purl, limit, request.engine());
        }
    }

    private void versions(Context ctx, String purl, int limit, Engine engine) {
        ComponentVersions answer = engine.versions().versions(purl, limit);
        Outcome outcome = answer.outcome().map(Outcome::of).orElse(Outcome.NONE);
        List<VersionBody> versions = answer.versions().stream()
                .map(v -> new VersionBody(v.version(), v.date(), v.licenses().stream().map(ComponentRoutes::license).toList()))
                .toList();
        ComponentBody component = new ComponentBody(purl, answer.component().map(ComponentRecord::name).orElse(""),
                answer.component().map(ComponentRecord::url).orElse(""), versions, outcome.infoCode(), outcome.infoMessage());
        ctx.json(new VersionsResponse(component,
                statuses.success("Component versions successfully retrieved", engine.identity())));
    }

    private void search(Context ctx) {
        String search = text(ctx, "search");
        String name = search.isEmpty() ? text(ctx, "component") : search;
        String vendor = search.isEmpty() ? text(ctx, "vendor") : "";
        if (name.isEmpty() && vendor.isEmpty()) {
            throw V2Exception.invalid("query parameter 'search', 'component' or 'vendor' is required");
        }
        ComponentSearch.Query query = new ComponentSearch.Query(name, text(ctx, "package"), vendor,
                QueryNumbers.limit(ctx, DEFAULT_LIMIT, MAX_LIMIT), QueryNumbers.offset(ctx));
        try (RequestScope request = scopes.open(ctx)) {
            List<SearchHit> hits = request.engine().search().search(query).stream()
                    .map(hit -> new SearchHit(hit.name(), hit.purl(), hit.url())).toList();
            ctx.json(new SearchResponse(hits,
                    statuses.success("Components successfully retrieved", request.engine().identity())));
        }
    }

    private static DeclaredLicense license(LicenseReference reference) {
        return new DeclaredLicense(reference.name(), reference.spdxId(), reference.isSpdxApproved(), reference.url());
    }

    private static String text(Context ctx, String name) {
        String value = ctx.queryParam(name);
        return value == null ? "" : value.trim();
    }
}
