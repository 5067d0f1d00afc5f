/**
 * The open crypto algorithm dataset's YAML files: every algorithm with its id, full name, category and strength, the
 * definitions that name them, and the dataset's date from its README.
 */
package io.cis.loader.feeds.crypto;
