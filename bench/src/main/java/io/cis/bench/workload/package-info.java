/**
 * Workload directories as the load tools read them: GET paths for E13, E14 and E1, and E3 batch bodies, each request
 * knowing the components it asks about.
 */
package io.cis.bench.workload;
