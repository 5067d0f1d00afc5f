package io.cis.bench;

/** One component as a v2 request item names it: a purl (with or without version) and an optional requirement. */
public record ComponentRequest(String purl, String requirement) {

    @Override
    public String toString() {
        return requirement == null ? purl : purl + " " + requirement;
    }
}
