package io.cis.loader.geoprovenance;

/** A country of the gazetteer: its ISO 3166-1 alpha-2, alpha-3 and numeric codes and the English name answers use. */
public record Country(String alpha2, String alpha3, String numeric, String name) {
}
