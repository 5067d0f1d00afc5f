/**
 * Release notes (E1, E2): stored per listed version; every accepted version's notes newest first and paged for E1, the
 * resolved version's for E2, with substitution when nothing matches and the linked source purl's notes when the purl
 * has none and the request allows it.
 */
package io.cis.engine.releases;
