package io.cis.http.v2;

import io.cis.engine.Engine;
import io.cis.engine.cryptography.ComponentAlgorithms;
import io.cis.http.answers.AlgorithmsItem;
import io.cis.http.answers.Outcome;
import io.javalin.config.RoutesConfig;

/**
 * Cryptographic algorithms of a component version: {@code POST /v2/cryptography/algorithms/components} (E6) and
 * {@code GET /v2/cryptography/algorithms/component} (E13).
 */
public final class CryptographyRoutes {

    private final ComponentPairs pairs;
    private final V2StatusBlocks statuses;

    public CryptographyRoutes(ComponentPairs pairs, V2StatusBlocks statuses) {
        this.pairs = pairs;
        this.statuses = statuses;
    }

    public void register(RoutesConfig routes) {
        pairs.register(routes, "/v2/cryptography/algorithms", CryptographyRoutes::algorithms,
                ComponentPairs.withStatus(statuses, "Cryptographic algorithms successfully retrieved"));
    }

    private static AlgorithmsItem algorithms(Engine engine, ComponentQuery query) {
        ComponentAlgorithms answer = engine.cryptography().algorithms(query.purl(), query.requirement());
        Outcome outcome = Outcome.of(answer.resolution());
        return new AlgorithmsItem(query.purl(), query.requirementEchoed(answer.resolution()),
                answer.resolution().version(), answer.algorithms(), outcome.infoCode(), outcome.infoMessage());
    }
}
