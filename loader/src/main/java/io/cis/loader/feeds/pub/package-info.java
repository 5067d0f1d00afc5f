/**
 * pub's API package document ({@code api/packages/<name>}) as catalog facts: every version with its day,
 * {@code retracted} for retracted versions, {@code abandoned} for a discontinued package, and the GitHub repository
 * of the latest pubspec.
 */
package io.cis.loader.feeds.pub;
