/**
 * Linux distribution packages: which release of which distribution a purl or an advisory is about. Advisories of
 * distributions are per release (Debian 12's fix is not Debian 11's), so each stored statement carries the release
 * it belongs to ({@link io.cis.engine.distro.DistroRelease#key}) and a request's {@code distro} qualifier selects the
 * statements of its release; a purl without one is answered from every release, and says so. Binary packages that
 * name their source package ({@code upstream} qualifier) are also answered from the advisories of the source
 * package, which is what Debian and Ubuntu advisories name.
 */
package io.cis.engine.distro;
