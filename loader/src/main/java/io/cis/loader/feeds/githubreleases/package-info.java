/**
 * GitHub's "list releases" responses as release notes: every published release of a {@code pkg:github} component, with
 * its tag, date and notes.
 */
package io.cis.loader.feeds.githubreleases;
