/**
 * RFC 4180 CSV reading with the JDK only, bounded per record and field, with one failure per unusable file; EPSS and
 * KEV are read with it.
 */
package io.cis.loader.feeds.csv;
