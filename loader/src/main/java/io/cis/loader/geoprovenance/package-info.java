/**
 * Declared contributor locations before they are merged, the shipped gazetteer of countries, US states and major
 * cities, the resolver from free text to a country, and the merge into stored per-component answers.
 */
package io.cis.loader.geoprovenance;
