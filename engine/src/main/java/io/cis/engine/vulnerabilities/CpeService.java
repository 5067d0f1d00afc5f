package io.cis.engine.vulnerabilities;

import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.ComponentMatch;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.Snapshot;
import io.cis.engine.snapshot.ValueCodec;
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
    private final Snapshot snapshot;
    private final ValueCodec codec;

    public CpeService(ComponentLookup lookup, Snapshot snapshot, ValueCodec codec) {
        this.lookup = lookup;
        this.snapshot = snapshot;
        this.codec = codec;
    }

    public ComponentCpes cpes(String purl, String requirement) {
        ComponentMatch match = lookup.find(purl, requirement, VulnerabilityService.RANGE_MATCHING);
        if (!match.resolution().hasVersion() || match.purl().isEmpty()) {
            return new ComponentCpes(match.resolution(), List.of());
        }
        String version = match.resolution().version();
        List<String> mapped = snapshot.get(Domain.CPES, match.purl().get().key().bytes())
                .map(bytes -> codec.decode(bytes, CpeRecord.class).cpes()).orElse(List.of());
        Set<String> exact = new LinkedHashSet<>();
        Set<String> filled = new LinkedHashSet<>();
        for (String cpe : mapped) {
            Cpe23.withVersion(cpe, version).ifPresent(answer -> (answer.equals(cpe) ? exact : filled).add(answer));
        }
        return new ComponentCpes(match.resolution(), new ArrayList<>(exact.isEmpty() ? filled : exact));
    }
}
