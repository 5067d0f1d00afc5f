/**
 * The package registries as fetch sources: for every package an SBOM or a list of purls names ({@link
 * io.cis.loader.fetch.registries.Seeds}), its registry's documents (npm package documents, Maven metadata and POMs
 * with their parent chain, PyPI's JSON API, the crates.io crate API and sparse index, the Go module proxy, NuGet
 * registrations, RubyGems versions, Packagist metadata, Hex and pub packages), asked at the request paths of each
 * registry's own API and written where the build's feed for that registry reads them. No registry host is built in:
 * each registry is asked at the base URL the configuration gives it ({@link
 * io.cis.loader.fetch.registries.RegistryConfig}), its public address or an organisation's proxy. Requests are
 * conditional, at most a few at a time per host, and every answer is checked before it is kept
 * ({@link io.cis.loader.fetch.registries.RegistrySource}); each registry's folder is published whole once its threads
 * have ended, like every source's.
 */
package io.cis.loader.fetch.registries;
