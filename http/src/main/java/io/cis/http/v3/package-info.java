/**
 * The v3 release-notes routes (E1, E2): the query and body readers, the search settings, content encoding,
 * per-component outcomes, and the v3 error body and codes; {@code io.cis.http.errors} answers every {@code /v3/} path
 * with it, known route or not. The answers themselves are records of {@code io.cis.http.answers}.
 */
package io.cis.http.v3;
