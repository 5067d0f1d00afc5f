/**
 * Contributor geo-provenance (E8, E11): the declared locations of a component and the countries they resolve to, stored
 * per component and answered whatever version is asked.
 */
package io.cis.engine.geoprovenance;
