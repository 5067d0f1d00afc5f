package io.cis.engine.version;

import io.cis.engine.purl.Ecosystem;

/** Whether a version satisfies a requirement in an ecosystem's dialect, for reference tests. */
final class Requirements {

    private Requirements() {
    }

    static <V extends Comparable<V>> boolean satisfied(VersionScheme<V> scheme, Ecosystem ecosystem, String version,
            String requirement) {
        try {
            @SuppressWarnings("unchecked")
            Dialect<V> dialect = (Dialect<V>) VersionSchemes.dialect(ecosystem);
            V candidate = scheme.parseOrNull(version);
            Requirement<V> parsed = RequirementParser.parse(requirement, dialect);
            if (parsed instanceof Requirement.Exact<V> exact) {
                return exact.variants().stream().anyMatch(v -> v.compareTo(candidate) == 0);
            }
            return ((Requirement.Range<V>) parsed).range().test(candidate);
        } catch (InvalidRequirementException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
