/**
 * What the two release-notes feeds share: the purl a folder spells, the table that stores a release once per purl and
 * version and reports it to the catalog, the feed that loads a folder of them, and GitHub tag pages.
 */
package io.cis.loader.releases;
