/**
 * The v2 routes (E3 to E14 and their GET or POST twins, echo, versions, search, vulnerability by id), the request
 * readers they share (component batches and single-component queries, limits and offsets), {@code ComponentPairs},
 * which registers a domain's GET-one and POST-many routes with one call and answers both item by item with the
 * request's engine, the v2 status blocks, and the v2 error body with its gRPC codes. The answers themselves are records
 * of {@code io.cis.http.answers}.
 */
package io.cis.http.v2;
