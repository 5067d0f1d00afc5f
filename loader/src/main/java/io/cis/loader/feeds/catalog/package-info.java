/**
 * This project's catalog JSONL format: component, version, algorithms and locations lines for the facts no public feed
 * carries, each line checked on its own.
 */
package io.cis.loader.feeds.catalog;
