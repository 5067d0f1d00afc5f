/**
 * SARIF 2.1.0 logs of static analysers, each attached to the component version its path spells: results resolved to
 * their rules, files and lines, grouped per file as the E4 answer shows them.
 */
package io.cis.loader.feeds.sarif;
