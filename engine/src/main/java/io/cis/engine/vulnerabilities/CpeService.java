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
 * Answers the CPE names of a component version (E14). A mapped CPE with any version ({@code *}) is answered with the
 * resolved version in its version field; a CPE naming one version is answered only for that version.
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
        Set<String> answered = new LinkedHashSet<>();
        snapshot.get(Domain.CPES, match.purl().get().key().bytes())
                .map(bytes -> codec.decode(bytes, CpeRecord.class))
                .ifPresent(record -> record.cpes().forEach(cpe -> Cpe23.withVersion(cpe, version).ifPresent(answered::add)));
        return new ComponentCpes(match.resolution(), new ArrayList<>(answered));
    }
}
