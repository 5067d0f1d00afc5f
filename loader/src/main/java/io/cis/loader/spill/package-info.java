/**
 * Bounded-memory building blocks for builds larger than the heap: a stable external merge sort of key-value records,
 * reading it back as groups of equal keys, and logs of typed facts kept in report order, each writing to disk past its
 * share of the spill space's budget.
 */
package io.cis.loader.spill;
