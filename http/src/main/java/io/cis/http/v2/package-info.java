/**
 * The v2 routes (E3 to E14 and their GET or POST twins, echo, versions, search, vulnerability by id), the request
 * readers they share (component batches and single-component queries, limits and offsets), and the v2 status block and
 * error body with its gRPC codes.
 */
package io.cis.http.v2;
