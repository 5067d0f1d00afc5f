/**
 * Which engine answers: the switch that every request leases the current engine from, and that moves new requests to a
 * newer snapshot without dropping one (the old engine closes when its last lease is returned); and the state of a
 * server still waiting for its first snapshot.
 */
package io.cis.engine.live;
