/**
 * Vulnerabilities (E3), CPEs (E14) and the look-up of a vulnerability by any of its ids. Advisory statements of a
 * component are prepared once per snapshot (versions parsed, range events sorted and placed among the component's range
 * boundaries) and each vulnerability is rendered once as its answer JSON, so a request places its own version once and
 * copies bytes. A version the ordering cannot compare with a range counts as affected: an incomplete ordering must
 * never hide a vulnerability.
 */
package io.cis.engine.vulnerabilities;
