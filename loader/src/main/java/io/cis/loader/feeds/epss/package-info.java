/**
 * FIRST's daily EPSS files, plain or gzip: the header checked, one score and percentile per CVE, the newest file
 * winning.
 */
package io.cis.loader.feeds.epss;
