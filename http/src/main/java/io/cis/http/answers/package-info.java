/**
 * The answers the service gives, as records serialised by Jackson: the v2 and v3 status blocks, the per-item outcome,
 * each domain's items and the envelopes around them. Routes build them and {@code audit} writes the same records in
 * its JSON report, so both give one shape without either depending on the other. The engine's pre-rendered
 * vulnerabilities are plain values; {@link io.cis.http.answers.RenderedVulnerabilitySerializer} copies them into an
 * answer as their bytes, registered on the answer mapper ({@link io.cis.http.AnswerJson}).
 */
package io.cis.http.answers;
