package io.cis.http.v2;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.staticanalysis.AnalysedFile;
import io.cis.engine.staticanalysis.ComponentIssues;
import io.cis.http.RequestScope;
import io.cis.http.StreamedJson;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.List;

/**
 * Static-analysis issues: {@code POST /v2/semgrep/issues/components} (E4; the interface's {@code staticanalysis}
 * segment stands for the tool's name) and {@code GET /v2/semgrep/issues/component}.
 */
public final class StaticAnalysisRoutes {

    private static final String RETRIEVED = "Static analysis issues successfully retrieved";

    private final RequestScope engine;
    private final ComponentQueries queries;
    private final StreamedJson json;
    private final V2StatusBlocks statuses;

    public StaticAnalysisRoutes(RequestScope engine, ComponentQueries queries, V2StatusBlocks statuses, StreamedJson json) {
        this.json = json;
        this.engine = engine;
        this.queries = queries;
        this.statuses = statuses;
    }

    /** One component of the E4 answer, in the interface's field order. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record IssuesItem(
            @JsonProperty("purl") String purl,
            @JsonProperty("version") String version,
            @JsonProperty("requirement") String requirement,
            @JsonProperty("files") List<AnalysedFile> files,
            @JsonProperty("info_code") String infoCode,
            @JsonProperty("info_message") String infoMessage) {
    }

    /** The batch answer. */
    public record IssuesBatch(@JsonProperty("components") List<IssuesItem> components,
                              @JsonProperty("status") V2Status status) {
    }

    /** The single-component answer. */
    public record IssuesSingle(@JsonProperty("component") IssuesItem component, @JsonProperty("status") V2Status status) {
    }

    public void register(RoutesConfig routes) {
        routes.post("/v2/semgrep/issues/components", this::batch);
        routes.get("/v2/semgrep/issues/component", this::single);
    }

    private void batch(Context ctx) throws IOException {
        List<IssuesItem> items = engine.answerEach(queries.batch(ctx, "components"), this::item);
        json.send(ctx, new IssuesBatch(items, status()));
    }

    private void single(Context ctx) throws IOException {
        json.send(ctx, new IssuesSingle(item(queries.single(ctx)), status()));
    }

    private V2Status status() {
        return statuses.success(RETRIEVED, engine.get().identity());
    }

    private IssuesItem item(ComponentQuery query) {
        ComponentIssues answer = engine.get().staticAnalysis().issues(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        // as E3 and E5 show a failed item: nothing resolved, so no requirement was applied either
        String requirement = answer.resolution().hasVersion() ? query.requirement() : "";
        return new IssuesItem(query.purl(), answer.resolution().version(), requirement, answer.files(),
                outcome.infoCode(), outcome.infoMessage());
    }
}
