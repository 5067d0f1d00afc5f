package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.Engine;
import io.cis.engine.components.ComponentRecord;
import io.cis.engine.components.ComponentSearch;
import io.cis.engine.components.ComponentVersions;
import io.cis.engine.licenses.LicenseReference;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.List;
import java.util.function.Supplier;

/** Catalog browsing: {@code GET /v2/components/versions?purl=&limit=} and {@code GET /v2/components/search}. */
public final class ComponentRoutes {

    /** Default and largest page sizes of the listing routes. */
    static final int DEFAULT_LIMIT = 50;
    static final int MAX_LIMIT = 1_000;

    private final Supplier<Engine> engine;
    private final V2StatusBlocks statuses;

    public ComponentRoutes(Supplier<Engine> engine, V2StatusBlocks statuses) {
        this.engine = engine;
        this.statuses = statuses;
    }

    /** A declared license of a version. */
    public record LicenseBody(
            @JsonProperty("name") String name,
            @JsonProperty("spdx_id") String spdxId,
            @JsonProperty("is_spdx_approved") boolean isSpdxApproved,
            @JsonProperty("url") String url) {
    }

    /** One version with its date and licenses. */
    public record VersionBody(
            @JsonProperty("version") String version,
            @JsonProperty("date") String date,
            @JsonProperty("licenses") List<LicenseBody> licenses) {
    }

    /** The component of the versions answer. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ComponentBody(
            @JsonProperty("purl") String purl,
            @JsonProperty("name") String name,
            @JsonProperty("url") String url,
            @JsonProperty("versions") List<VersionBody> versions,
            @JsonProperty("info_code") String infoCode,
            @JsonProperty("info_message") String infoMessage) {
    }

    /** The versions answer. */
    public record VersionsResponse(@JsonProperty("component") ComponentBody component, @JsonProperty("status") V2Status status) {
    }

    /** One search hit. */
    public record SearchHit(
            @JsonProperty("name") String name,
            @JsonProperty("purl") String purl,
            @JsonProperty("url") String url) {
    }

    /** The search answer. */
    public record SearchResponse(@JsonProperty("components") List<SearchHit> components, @JsonProperty("status") V2Status status) {
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
        ComponentVersions answer = engine.get().versions().versions(purl, QueryNumbers.limit(ctx, DEFAULT_LIMIT, MAX_LIMIT));
        Outcome outcome = answer.outcome().map(Outcome::of).orElse(Outcome.NONE);
        List<VersionBody> versions = answer.versions().stream()
                .map(v -> new VersionBody(v.version(), v.date(), v.licenses().stream().map(ComponentRoutes::license).toList()))
                .toList();
        ComponentBody component = new ComponentBody(purl, answer.component().map(ComponentRecord::name).orElse(""),
                answer.component().map(ComponentRecord::url).orElse(""), versions, outcome.infoCode(), outcome.infoMessage());
        ctx.json(new VersionsResponse(component,
                statuses.success("Component versions successfully retrieved", engine.get().identity())));
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
        List<SearchHit> hits = engine.get().search().search(query).stream()
                .map(hit -> new SearchHit(hit.name(), hit.purl(), hit.url())).toList();
        ctx.json(new SearchResponse(hits, statuses.success("Components successfully retrieved", engine.get().identity())));
    }

    private static LicenseBody license(LicenseReference reference) {
        return new LicenseBody(reference.name(), reference.spdxId(), reference.isSpdxApproved(), reference.url());
    }

    private static String text(Context ctx, String name) {
        String value = ctx.queryParam(name);
        return value == null ? "" : value.trim();
    }
}
