/**
 * The slow-bodies check: many connections trickle request bodies at a byte a second (reconnecting when the server cuts
 * them, as an attacker would) while another client's requests are timed, before and during the trickle. It shows that
 * clients sending bodies slowly cannot keep the server from answering others; {@code bench/slow-bodies.sh} runs it
 * against the packaged jar and {@code docs/reliability.md} holds its figures.
 */
package io.cis.bench.slow;
