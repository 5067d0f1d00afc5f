/**
 * Version ordering per ecosystem and the one version resolver every endpoint uses.
 *
 * <p>Build side: {@code VersionSchemes.forEcosystem(e).sort(versions)} gives the stored, ascending order.
 * Request side: {@link io.cis.engine.version.VersionResolver#resolve} with the stored
 * {@link io.cis.engine.version.KnownVersions} (or empty when the component is unknown); it never sorts.
 *
 * <p>Interpretations of the contract:
 * <ul>
 *   <li>Semver ecosystems read a bare partial version ({@code 4.17}, {@code v1}) as node's x-range, as npm does;
 *   Maven, PyPI and generic ecosystems read it as one exact version. A purl version is always exact.</li>
 *   <li>Cargo, NuGet, RubyGems, Composer, Hex, Pub, Hackage, CRAN and Swift are read by their own grammar only
 *   ({@link io.cis.engine.version.RequirementSyntax}), Go by node syntax over Go's own reading of exact versions;
 *   elsewhere node syntax is accepted and compiled against the ecosystem's own order, partial bounds desugaring as
 *   node does ({@code <2.0} is below every 2.0.0 pre-release).</li>
 *   <li>Maven ranges contain every version between their bounds, pre-releases included, as Maven's own
 *   {@code Restriction} does; PEP 440 specifiers admit pre-releases when one names a pre-release or when no final
 *   release matches (pip's fallback), and keep packaging's exclusions. docs/versions.md has each ecosystem.</li>
 *   <li>Unparseable versions are never zero: they sort first (by string), never satisfy a range, are chosen as
 *   latest only when nothing parses, and match an exact requirement only verbatim. Semver accepts a leading v and
 *   any number of numeric parts; Maven needs a leading digit (ComparableVersion is not transitive otherwise).</li>
 *   <li>Substitution: closest lower = the highest version below what was asked (for a range: under the floor of
 *   every comparator set), closest higher = the lowest above (over every ceiling); plain order, pre-releases
 *   included. {@code show_any} takes the one closer to the version asked for, or to the range's lowest floor, by
 *   leading release numbers (see {@code Closeness}); the lower one on a tie. An invalid requirement is never
 *   substituted.</li>
 * </ul>
 */
package io.cis.engine.version;
