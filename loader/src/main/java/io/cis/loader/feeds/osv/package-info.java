/**
 * OSV vulnerability records in JSON, PyPA's YAML and {@code all.zip}-style archives: located and told apart by their
 * fields, parsed with YAML scalars kept as written, and translated into advisory facts, an unusable record skipped with
 * its reason.
 */
package io.cis.loader.feeds.osv;
