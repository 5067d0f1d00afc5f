package io.cis.bench.scale;

import java.time.LocalDate;

/**
 * One version of a generated component, spelled as its ecosystem spells it, with its release day.
 *
 * @param prerelease whether it is a release candidate ({@code -rc.1}, {@code rc1}, {@code -RC1})
 */
record ReleasedVersion(String version, LocalDate released, boolean prerelease) {
}
