package io.cis.http.errors;

/**
 * A failure as answered: the HTTP status and the body (a {@link io.cis.http.v2.V2Error} or a
 * {@link io.cis.http.v3.V3Error}) to serialise as JSON.
 */
public record ErrorAnswer(int status, Object body) {
}
