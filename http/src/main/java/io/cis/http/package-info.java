/**
 * The HTTP face of the engine on Javalin: the server's wiring and settings ({@code ApiServer}), what every request
 * passes through before a route (API keys and body limits decided from the head, bodies received without a worker
 * thread, strict UTF-8, request ids: {@code RequestGuards}), the request's scope with its engine lease and deadline,
 * batch admission, the accounting after it ({@code RequestAccounting}), the draining shutdown ({@code Drain}), and
 * the mapping of every failure onto the error contract of its path ({@code FailureMapping}, Jetty's own refusals in
 * {@code JettyErrors}).
 */
package io.cis.http;
