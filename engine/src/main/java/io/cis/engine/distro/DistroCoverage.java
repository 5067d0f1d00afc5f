package io.cis.engine.distro;

import io.cis.engine.snapshot.Domain;
import io.cis.engine.snapshot.SchemaVersion;
import io.cis.engine.snapshot.SnapshotSchema;
import io.cis.engine.snapshot.Snapshot;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Which distribution releases the snapshot holds advisories of. A package of a release it holds none of cannot be
 * answered: an empty list would read as "no vulnerabilities", so the answer says the release is not covered. A
 * snapshot older than the record of releases (schema 1.8) cannot tell, and claims nothing.
 */
public final class DistroCoverage {

    /** The bound on releases read: every distribution's releases together are a few hundred. */
    private static final int MAX_RELEASES = 100_000;

    private final Set<String> releases;
    private final Set<String> distributions;
    private final boolean known;

    DistroCoverage(Set<String> releases, boolean known) {
        this.releases = Set.copyOf(releases);
        Set<String> distros = new HashSet<>();
        releases.forEach(key -> distros.add(DistroRelease.parseKey(key).orElseThrow().distro()));
        this.distributions = Set.copyOf(distros);
        this.known = known;
    }

    /** The releases the snapshot records, read once when it is opened. */
    public static DistroCoverage of(Snapshot snapshot) {
        Set<String> releases = new HashSet<>();
        snapshot.scan(Domain.DISTRO_RELEASES, new byte[0], MAX_RELEASES, (key, value) -> {
            releases.add(new String(key, StandardCharsets.UTF_8));
            return true;
        });
        boolean known = SnapshotSchema.holds(SchemaVersion.parse(snapshot.manifest().schemaVersion()), Domain.DISTRO_RELEASES)
                || !releases.isEmpty();
        return new DistroCoverage(releases, known);
    }

    /** Coverage of exactly these releases, for tests and callers that know them. */
    public static DistroCoverage ofReleases(Set<String> releases) {
        return new DistroCoverage(releases, true);
    }

    /**
     * Why the snapshot cannot answer a package of this query's release (or, with no release, of any release of the
     * purl's distribution), if it cannot: the notice the answer carries.
     */
    public Optional<String> notCovered(DistroQuery query, String namespace) {
        if (!known) {
            return Optional.empty();
        }
        if (query.release().isPresent()) {
            DistroRelease release = query.release().get();
            if (releases.contains(release.key())) {
                return Optional.empty();
            }
            return Optional.of("this snapshot holds no advisories of " + name(release)
                    + ": the release is not covered, so an empty list does not mean the package has no vulnerabilities");
        }
        String distro = DistroRelease.distroOfNamespace(namespace).orElse(namespace);
        if (distributions.contains(distro)) {
            return Optional.empty();
        }
        return Optional.of("this snapshot holds no advisories of any " + distro + " release: the distribution is not "
                + "covered, so an empty list does not mean the package has no vulnerabilities");
    }

    private static String name(DistroRelease release) {
        return release.release().isEmpty() ? release.distro() : release.distro() + " " + release.release();
    }
}
