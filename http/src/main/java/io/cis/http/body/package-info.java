/**
 * Reading JSON request bodies as a stream of tokens straight into the request's records, with every token limit set
 * here rather than left to the parser's defaults. Members the service does not know are skipped token by token and
 * never held, so what a body costs in memory follows what the service keeps of it, not how many values it holds;
 * every refusal is a {@link io.cis.http.body.BodyException} whose message is a plain sentence, which the v2 and v3
 * routes answer in their own error bodies.
 */
package io.cis.http.body;
