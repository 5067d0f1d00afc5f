/**
 * SCANOSS purl2cpe mappings: every purl of a {@code <vendor>/<product>} folder mapped to the CPE 2.3 names beside it,
 * each name checked against the CPE 2.3 formatted-string pattern.
 */
package io.cis.loader.feeds.purl2cpe;
