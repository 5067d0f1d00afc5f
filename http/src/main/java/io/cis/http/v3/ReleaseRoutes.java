package io.cis.http.v3;

import io.cis.http.answers.Release;
import io.cis.http.answers.ReleaseComponent;
import io.cis.http.answers.ReleasesAnswer;
import io.cis.http.answers.ReleaseBatchItem;
import io.cis.http.answers.ReleaseBatchAnswer;
import io.cis.http.answers.V3Status;
import io.cis.engine.releases.ComponentReleases;
import io.cis.engine.releases.ReleaseRecord;
import io.cis.engine.version.Basis;
import io.cis.engine.version.Resolution;
import io.cis.http.RequestScope;
import io.cis.http.RequestScopes;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;

/** Release notes: {@code GET /v3/components/releases} (E1, one component, paged) and its POST (E2, an SBOM). */
public final class ReleaseRoutes {

    static final String PATH = "/v3/components/releases";
    private static final String RETRIEVED = "Release notes successfully retrieved";

    private final RequestScopes scopes;
    private final ReleaseBatch.Reader batches;

    public ReleaseRoutes(RequestScopes scopes, ReleaseBatch.Reader batches) {
        this.scopes = scopes;
        this.batches = batches;
    }

    public void register(RoutesConfig routes) {
        routes.get(PATH, this::component);
        routes.post(PATH, this::batch);
    }

    private void component(Context ctx) {
        ReleaseQuery query = ReleaseQuery.from(ctx);
        RequestedComponent asked = query.component();
        ComponentReleases answer;
        try (RequestScope request = scopes.open(ctx)) {
            request.checkDeadline();
            answer = request.engine().releases().list(asked.purl(), asked.requirement(), query.search().options(),
                    query.page());
        }
        Resolution resolution = answer.resolution();
        if (ReleaseOutcome.failed(answer)) {
            throw switch (resolution.code()) {
                case INVALID_PURL -> new V3Exception(V3ErrorCode.INVALID_PURL, resolution.message());
                case COMPONENT_NOT_FOUND -> new V3Exception(V3ErrorCode.COMPONENT_NOT_FOUND,
                        "component " + asked.purl() + " is not known");
                case VERSION_NOT_FOUND -> new V3Exception(V3ErrorCode.VERSION_NOT_FOUND, resolution.message());
                default -> new V3Exception(V3ErrorCode.INTERNAL_ERROR, ReleaseOutcome.failureMessage(resolution));
            };
        }
        ReleaseOutcome outcome = ReleaseOutcome.of(answer, subjectOf(asked, resolution));
        ContentEncoding encoding = query.search().encoding();
        List<Release> releases = answer.releases().stream().map(release -> encoded(release, encoding)).toList();
        ctx.json(new ReleasesAnswer(new ReleaseComponent(encoding.apply(asked.purl()), asked.requirement(),
                encoding.apply(resolution.version()), outcome.infoCode(), outcome.infoMessage()), releases,
                new V3Status("SUCCESS", RETRIEVED)));
    }

    private void batch(Context ctx) {
        ReleaseBatch request = batches.read(ctx.bodyAsBytes());
        ContentEncoding encoding = request.search().encoding();
        List<ReleaseBatchItem> items = new ArrayList<>(request.components().size());
        int failed = 0;
        try (RequestScope scope = scopes.open(ctx)) {
            for (RequestedComponent asked : request.components()) {
                scope.checkDeadline();
                ComponentReleases answer = scope.engine().releases().ofResolvedVersion(asked.purl(),
                        asked.requirement(), request.search().options());
                String version = answer.resolution().version();
                ReleaseOutcome outcome = ReleaseOutcome.of(answer, "version " + version);
                if (ReleaseOutcome.failed(answer)) {
                    failed++;
                }
                Release release = answer.releases().isEmpty() ? null : encoded(answer.releases().get(0), encoding);
                items.add(new ReleaseBatchItem(encoding.apply(asked.purl()), asked.requirement(), encoding.apply(version),
                        release, outcome.infoCode(), outcome.infoMessage()));
            }
        }
        ctx.json(new ReleaseBatchAnswer(items, batchStatus(failed, items.size())));
    }

    /** {@code SUCCESS} when no item failed, {@code ERROR} when all did, {@code PARTIAL_SUCCESS} otherwise. */
    static V3Status batchStatus(int failed, int total) {
        if (failed == 0) {
            return new V3Status("SUCCESS", RETRIEVED);
        }
        if (failed == total) {
            return new V3Status("ERROR", "no component could be resolved");
        }
        return new V3Status("PARTIAL_SUCCESS", "release notes retrieved for " + (total - failed) + " of " + total
                + " components; " + failed + " could not be resolved");
    }

    /** What E1 asked for, in words: the whole component, the versions of a range, or one version. */
    private static String subjectOf(RequestedComponent asked, Resolution resolution) {
        if (resolution.basis() == Basis.LATEST && asked.requirement().isBlank()) {
            return "this component";
        }
        if (resolution.basis() == Basis.RANGE) {
            return "the versions matching '" + asked.requirement() + "'";
        }
        return "version " + resolution.version();
    }

    private static Release encoded(ReleaseRecord release, ContentEncoding encoding) {
        return new Release(encoding.apply(release.version()), encoding.apply(release.date()), encoding.apply(release.url()),
                encoding.apply(release.releaseNotes()));
    }
}
