/**
 * The HTTP face of the engine on Javalin: the server's wiring and settings, what every request passes through before a
 * route (API keys and body limits decided from the head, bodies received without a worker thread, strict UTF-8, request
 * ids, the request's scope with its engine lease and deadline, batch admission) and the mapping of every failure onto
 * the v2 or v3 error body, Jetty's own refusals included.
 */
package io.cis.http;
