/**
 * What the two release-notes feeds share: the purl a folder spells, the table that stores a release once per purl and
 * version and reports it to the catalog, the load loop over a feed's folders, and GitHub tag pages.
 */
package io.cis.loader.releases;
