/**
 * The one error contract of the service, in its two forms: v2's body (a gRPC code with the HTTP status a gateway gives
 * it) and, on every {@code /v3/} path, v3's ({@code status}, {@code error.code}, {@code error.message},
 * {@code timestamp}). {@link io.cis.http.errors.ErrorContracts} picks the form once from the request's path; Javalin's
 * failure handlers and Jetty's own refusals both answer through it, so every HTTP status maps to a code here and
 * nowhere else.
 */
package io.cis.http.errors;
