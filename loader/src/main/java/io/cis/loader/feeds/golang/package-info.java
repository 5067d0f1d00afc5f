/**
 * The Go module proxy protocol's responses as catalog facts: a module's versions ({@code @v/list}), the day a version
 * was published ({@code @v/<version>.info}, {@code @latest}), and from the {@code go.mod} of its newest version
 * ({@code @v/<version>.mod}) which versions are retracted and whether the module is deprecated. The module path,
 * as the proxy escapes it in URLs, is the folder path.
 */
package io.cis.loader.feeds.golang;
