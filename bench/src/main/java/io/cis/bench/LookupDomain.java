package io.cis.bench;

import io.cis.engine.Engine;
import io.cis.engine.cryptography.ComponentAlgorithms;
import io.cis.engine.geoprovenance.ComponentLocations;
import io.cis.engine.licenses.ComponentLicenses;
import io.cis.engine.releases.ComponentReleases;
import io.cis.engine.releases.ReleaseOptions;
import io.cis.engine.releases.ReleasePage;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.staticanalysis.ComponentIssues;
import io.cis.engine.status.ComponentStatus;
import io.cis.engine.vulnerabilities.ComponentCpes;
import io.cis.engine.vulnerabilities.RenderedVulnerabilities;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * The per-component questions of the v2 endpoints (and E1's release notes): the column family whose keys name the
 * components that have data, how the service answers one request, and whether that answer carries data.
 */
enum LookupDomain {

    /** E3: {@code POST /v2/vulnerabilities/components}, one item. */
    VULNERABILITIES(Domain.AFFECTED, Asked.CATALOG_VERSION,
            (engine, r) -> engine.vulnerabilities().rendered(r.purl(), r.requirement()),
            a -> !((RenderedVulnerabilities) a).vulnerabilities().isEmpty()),
    /** E14: {@code GET /v2/vulnerabilities/cpes/component}. */
    CPES(Domain.CPES, Asked.CATALOG_VERSION,
            (engine, r) -> engine.cpes().cpes(r.purl(), r.requirement()),
            a -> !((ComponentCpes) a).cpes().isEmpty()),
    /** E5: {@code POST /v2/licenses/components}, one item. */
    COMPONENT_LICENSES(Domain.COMPONENT_LICENSES, Asked.STORED_VERSION,
            (engine, r) -> engine.componentLicenses().licenses(r.purl(), r.requirement()),
            a -> !((ComponentLicenses) a).licenses().isEmpty()),
    /** E13 / E6: the algorithms of one version. */
    CRYPTOGRAPHY(Domain.CRYPTOGRAPHY, Asked.STORED_VERSION,
            (engine, r) -> engine.cryptography().algorithms(r.purl(), r.requirement()),
            a -> !((ComponentAlgorithms) a).algorithms().isEmpty()),
    /** E7: {@code POST /v2/components/status/components}, one item. */
    STATUS(Domain.VERSIONS, Asked.STORED_VERSION,
            (engine, r) -> engine.status().status(r.purl(), r.requirement()),
            a -> !((ComponentStatus) a).versionStatus().status().isEmpty()
                    || !((ComponentStatus) a).componentStatus().status().isEmpty()),
    /** E11: {@code GET /v2/geoprovenance/countries/component}, purl without version. */
    GEOPROVENANCE(Domain.GEOPROVENANCE, Asked.COMPONENT,
            (engine, r) -> engine.geoProvenance().locations(r.purl(), r.requirement()),
            a -> !((ComponentLocations) a).locations().declaredLocations().isEmpty()),
    /** E4: {@code POST /v2/staticanalysis/issues/components}, one item. */
    STATIC_ANALYSIS(Domain.STATIC_ANALYSIS, Asked.STORED_VERSION,
            (engine, r) -> engine.staticAnalysis().issues(r.purl(), r.requirement()),
            a -> !((ComponentIssues) a).files().isEmpty()),
    /** E1: {@code GET /v3/components/releases} for one exact version. */
    RELEASES(Domain.RELEASE_NOTES, Asked.STORED_VERSION, LookupDomain::releases, LookupDomain::hasReleases),
    /** E1 without a version: every version with notes, newest first, the default page of 50. */
    RELEASE_LISTING(Domain.RELEASE_NOTES, Asked.COMPONENT, LookupDomain::releases, LookupDomain::hasReleases);

    /** E1's default paging: {@code limit} 50, {@code offset} 0. */
    static final ReleasePage FIRST_PAGE = new ReleasePage(50, 0);

    /** Which version a sampled request names. */
    enum Asked {
        /** The version of the stored key (the domain is keyed by purl and version). */
        STORED_VERSION,
        /** One of the catalog's versions of the component (the domain is keyed by purl; the answer depends on it). */
        CATALOG_VERSION,
        /** None: the purl alone, as the endpoint allows. */
        COMPONENT
    }

    private final Domain storedIn;
    private final Asked asked;
    private final BiFunction<Engine, ComponentRequest, Object> answer;
    private final Predicate<Object> hasData;

    LookupDomain(Domain storedIn, Asked asked, BiFunction<Engine, ComponentRequest, Object> answer,
                 Predicate<Object> hasData) {
        this.storedIn = storedIn;
        this.asked = asked;
        this.answer = answer;
        this.hasData = hasData;
    }

    private static Object releases(Engine engine, ComponentRequest request) {
        return engine.releases().list(request.purl(), request.requirement(), ReleaseOptions.STRICT, FIRST_PAGE);
    }

    private static boolean hasReleases(Object answer) {
        return !((ComponentReleases) answer).releases().isEmpty();
    }

    Domain storedIn() {
        return storedIn;
    }

    Asked asked() {
        return asked;
    }

    /** The service's answer, as the route would receive it before rendering. */
    Object answer(Engine engine, ComponentRequest request) {
        return answer.apply(engine, request);
    }

    /** Whether the answer holds something of this domain (not just a resolution). */
    boolean hasData(Object answer) {
        return hasData.test(answer);
    }
}
