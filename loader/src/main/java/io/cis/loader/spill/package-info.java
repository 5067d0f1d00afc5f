/**
 * Bounded-memory building blocks for builds larger than the heap: a stable external merge sort of key-value records
 * (buffered as bytes in a few large slabs until the spill space's shared budget is reached, then written as sorted
 * runs of Zstandard-compressed blocks), reading it back as groups of equal keys or as the lookup side of a sorted
 * merge join, and logs of typed facts kept in report order.
 */
package io.cis.loader.spill;
