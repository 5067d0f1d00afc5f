package io.cis.http.v2;

import io.cis.engine.Engine;
import io.cis.engine.staticanalysis.ComponentIssues;
import io.cis.http.answers.IssuesItem;
import io.cis.http.answers.Outcome;
import io.javalin.config.RoutesConfig;

/**
 * Static-analysis issues: {@code POST /v2/semgrep/issues/components} (E4; the interface's {@code staticanalysis}
 * segment stands for the tool's name) and {@code GET /v2/semgrep/issues/component}.
 */
public final class StaticAnalysisRoutes {

    private final ComponentPairs pairs;
    private final V2StatusBlocks statuses;

    public StaticAnalysisRoutes(ComponentPairs pairs, V2StatusBlocks statuses) {
        this.pairs = pairs;
        this.statuses = statuses;
    }

    public void register(RoutesConfig routes) {
        pairs.register(routes, "/v2/semgrep/issues", StaticAnalysisRoutes::item,
                ComponentPairs.withStatus(statuses, "Static analysis issues successfully retrieved"));
    }

    private static IssuesItem item(Engine engine, ComponentQuery query) {
        ComponentIssues answer = engine.staticAnalysis().issues(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        return new IssuesItem(query.purl(), answer.resolution().version(), query.requirementEchoed(answer.resolution()),
                answer.files(), outcome.infoCode(), outcome.infoMessage());
    }
}
