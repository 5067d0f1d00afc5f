/**
 * JMH benchmarks of the engine's request-time work (version comparison and resolution, one component's lookup per
 * domain, E3 batches and request bodies), with the helpers they share: a snapshot built from a feeds folder or opened
 * as it is, and requests sampled from the keys a snapshot really stores. Not part of the service; {@code
 * docs/benchmarks.md} has the figures and how to reproduce them.
 */
package io.cis.bench;
