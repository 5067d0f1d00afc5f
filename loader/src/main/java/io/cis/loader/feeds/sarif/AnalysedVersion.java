package io.cis.loader.feeds.sarif;

import io.cis.engine.components.ComponentKeys;
import io.cis.engine.purl.PurlKey;

/**
 * The component version a SARIF log was run on.
 *
 * @param purl    the component purl as the folders spell it, reported to the catalog
 * @param key     its canonical lookup key
 * @param version the version as the folder spells it
 */
record AnalysedVersion(String purl, PurlKey key, String version) {

    /** The snapshot key: canonical purl, 0x00, version, as for the catalog's versions. */
    byte[] storageKey() {
        return ComponentKeys.version(key.canonical(), version);
    }

    /** The same component version however its folders are spelled ({@code AmadeusITGroup}, {@code amadeusitgroup}). */
    String identity() {
        return key.canonical() + '\0' + version;
    }
}
