/**
 * CHANGELOG and HISTORY Markdown files as release notes: headings found the way CommonMark reads them, release headings
 * in the styles changelogs use, and each release's tag from Keep a Changelog link definitions.
 */
package io.cis.loader.feeds.changelog;
