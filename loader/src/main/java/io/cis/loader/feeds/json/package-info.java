/**
 * How the loader reads JSON: {@link io.cis.loader.feeds.json.StrictJson} makes every mapper and streaming factory the
 * feeds, the build and the fetch use, with one set of parsing limits and failure settings, so that no reader is more
 * lenient than another by accident; {@link io.cis.loader.feeds.json.JsonDocuments} reads a feed file as one document
 * and fails the build, naming the file, on what is not one.
 */
package io.cis.loader.feeds.json;
