package io.cis.http.v2;

/** One component asked about: the purl and requirement exactly as the client sent them. */
public record ComponentQuery(String purl, String requirement) {
}
