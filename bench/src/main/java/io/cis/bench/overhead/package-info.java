/**
 * What the service adds to every request, measured against a yardstick: a bare Javalin server with one echo route
 * and nothing else, run with the same JVM settings and loaded in turns with the service's own echo in one run, so the
 * ratio holds on a shared machine. {@code bench/echo-overhead.sh} starts both and prints the comparison;
 * {@link io.cis.bench.overhead.FlightSummary} reads the flight recordings it takes with {@code JFR=1}.
 */
package io.cis.bench.overhead;
