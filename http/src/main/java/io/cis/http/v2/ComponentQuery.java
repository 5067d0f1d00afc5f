package io.cis.http.v2;

import io.cis.engine.version.Resolution;

/** One component asked about: the purl and requirement exactly as the client sent them. */
public record ComponentQuery(String purl, String requirement) {

    /**
     * The requirement an item echoes: as sent when it resolved to a version; empty when nothing resolved, so no
     * requirement was applied either (the interface's unknown-component and unknown-version items).
     */
    public String requirementEchoed(Resolution resolution) {
        return resolution.hasVersion() ? requirement : "";
    }
}
