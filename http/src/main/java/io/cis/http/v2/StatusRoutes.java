package io.cis.http.v2;

import io.cis.engine.Engine;
import io.cis.engine.status.ComponentStatus;
import io.cis.http.answers.ComponentStatusBody;
import io.cis.http.answers.Outcome;
import io.cis.http.answers.StatusBatch;
import io.cis.http.answers.StatusItem;
import io.cis.http.answers.VersionStatusBody;
import io.javalin.config.RoutesConfig;
import java.util.List;

/**
 * Lifecycle status (E7): {@code POST /v2/components/status/components} and
 * {@code GET /v2/components/status/component}. As in the interface, the batch answer has no status block, and the
 * single answer is the item itself.
 */
public final class StatusRoutes {

    private final ComponentPairs pairs;

    public StatusRoutes(ComponentPairs pairs) {
        this.pairs = pairs;
    }

    public void register(RoutesConfig routes) {
        pairs.register(routes, "/v2/components/status", StatusRoutes::item, new ComponentPairs.Envelope<>() {
            @Override
            public Object batch(List<StatusItem> items, Engine engine) {
                return new StatusBatch(items);
            }

            @Override
            public Object single(StatusItem item, Engine engine) {
                return item;
            }
        });
    }

    private static StatusItem item(Engine engine, ComponentQuery query) {
        ComponentStatus status = engine.status().status(query.purl(), query.requirement());
        ComponentStatus.VersionStatus version = status.versionStatus();
        ComponentStatus.LifecycleStatus lifecycle = status.componentStatus();
        Outcome outcome = Outcome.of(status.resolution());
        return new StatusItem(query.purl(), status.name(), query.requirement(),
                new VersionStatusBody(version.version(), version.status(), version.indexedDate(), version.checkDate()),
                new ComponentStatusBody(lifecycle.status(), lifecycle.firstIndexedDate(), lifecycle.lastIndexedDate()),
                outcome.infoCode(), outcome.infoMessage());
    }
}
