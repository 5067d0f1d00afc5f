package io.cis.loader.geoprovenance;

/**
 * A major city of the gazetteer: its country (alpha-2), name, region (province or state, may be empty), the region's
 * code (US states only, may be empty) and population.
 */
record City(String country, String name, String region, String regionCode, long population) {
}
