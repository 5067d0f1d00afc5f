/**
 * The v3 release-notes routes (E1, E2): the query and body readers, the search settings, content encoding,
 * per-component outcomes, the v3 status block, and the v3 error contract that every {@code /v3/} path answers with,
 * known route or not.
 */
package io.cis.http.v3;
