/**
 * What operating the server needs: the health, readiness, metrics and reload routes, the Prometheus metrics with label
 * values from fixed sets, the JSON access log, and the escaping that keeps client text from forging log lines.
 */
package io.cis.http.ops;
