/**
 * What feeds report about components and versions before it is merged, and the merge itself: purls canonicalised so one
 * component's facts from several feeds meet, with the precedence rules of {@code docs/feeds.md}, into stored
 * components, versions and the name index.
 */
package io.cis.loader.catalog;
