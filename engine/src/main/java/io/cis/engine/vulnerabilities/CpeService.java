package io.cis.engine.vulnerabilities;

import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.VersionMatch;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Answers the CPE names of a component version (E14): the mapped CPEs that name exactly the resolved version when
 * there are any; otherwise the CPEs with any version ({@code *}), with the resolved version filled in; otherwise none,
 * rather than a CPE the mapping never stated.
 */
public final class CpeService {

    private final ComponentLookup lookup;
    private final DecodedValues values;

    public CpeService(ComponentLookup lookup, DecodedValues values) {
        this.lookup = lookup;
        this.values = values;
    }

    public ComponentCpes cpes(String purl, String requirement) {
        VersionMatch match = lookup.resolve(purl, requirement, VulnerabilityService.RANGE_MATCHING);
        if (!match.resolution().hasVersion() || match.purl().isEmpty()) {
            return new ComponentCpes(match.resolution(), List.of());
        }
        String version = match.resolution().version();
        List<String> mapped = values.get(Domain.CPES, match.purl().get().key().bytes(), CpeRecord.class)
                .map(CpeRecord::cpes).orElse(List.of());
        Set<String> exact = new LinkedHashSet<>();
        Set<String> filled = new LinkedHashSet<>();
        for (String cpe : mapped) {
            Cpe23.withVersion(cpe, version).ifPresent(answer -> (answer.equals(cpe) ? exact : filled).add(answer));
        }
        return new ComponentCpes(match.resolution(), new ArrayList<>(exact.isEmpty() ? filled : exact));
    }
}
