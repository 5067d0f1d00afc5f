/**
 * Maven repository files: {@code maven-metadata.xml} for the versions an artifact has and POMs for a version's
 * licenses, project page and source repository, parsed with external entities refused and checked against their
 * published SHA-1 when there is one.
 */
package io.cis.loader.feeds.maven;
