package io.cis.http.v3;

/** One component a v3 request asks about: the purl and requirement exactly as the client sent them. */
public record RequestedComponent(String purl, String requirement) {
}
