package io.cis.engine.staticanalysis;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.components.ComponentLookup;
import io.cis.engine.components.VersionMatch;
import io.cis.engine.snapshot.DecodedValues;
import io.cis.engine.snapshot.Domain;
import io.cis.engine.version.ResolveOptions;
import java.util.List;

/**
 * Answers the static-analysis issues of a component version (E4). Findings are stored per analysed version, so only
 * versions the catalog lists resolve (contract notes 3.8): an unlisted exact version is VERSION_NOT_FOUND. A listed
 * version nobody analysed has no files.
 */
public final class StaticAnalysisService {

    private final ComponentLookup lookup;
    private final DecodedValues values;

    public StaticAnalysisService(ComponentLookup lookup, DecodedValues values) {
        this.lookup = lookup;
        this.values = values;
    }

    public ComponentIssues issues(String purl, String requirement) {
        VersionMatch match = lookup.resolve(purl, requirement, ResolveOptions.STRICT);
        if (!match.resolution().hasVersion() || match.purl().isEmpty()) {
            return new ComponentIssues(match.resolution(), List.of());
        }
        byte[] key = ComponentKeys.version(match.purl().get().key().canonical(), match.resolution().version());
        List<AnalysedFile> files = values.get(Domain.STATIC_ANALYSIS, key, StaticAnalysisRecord.class)
                .map(StaticAnalysisRecord::files)
                .orElse(List.of());
        return new ComponentIssues(match.resolution(), files);
    }
}
