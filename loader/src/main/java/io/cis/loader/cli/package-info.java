/**
 * The loader's command-line commands: {@code build} (with its progress reporter) and {@code fetch}; the distribution
 * jar offers them among its own.
 */
package io.cis.loader.cli;
