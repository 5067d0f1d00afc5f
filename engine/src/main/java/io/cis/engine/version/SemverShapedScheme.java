package io.cis.engine.version;

import java.util.List;

/**
 * What every scheme over {@link SemverVersion} shares, whatever its own parse and order: a version with pre-release
 * identifiers is a pre-release, its release drops them, and its numbers are its release components. Cargo, Hex and
 * NuGet differ from SemVer in what they read and how they compare, not in these.
 */
abstract class SemverShapedScheme implements VersionScheme<SemverVersion> {

    @Override
    public final boolean prerelease(SemverVersion version) {
        return version.isPrerelease();
    }

    @Override
    public final SemverVersion release(SemverVersion version) {
        return version.isPrerelease() ? new SemverVersion(version.release(), List.of()) : version;
    }

    @Override
    public final List<Long> numbers(SemverVersion version) {
        return VersionSchemes.SEMVER.numbers(version);
    }
}
