/**
 * Static-analysis findings (E4): stored per analysed component version, grouped by file in the answer's own shape; only
 * listed versions answer.
 */
package io.cis.engine.staticanalysis;
