package io.cis.engine.components;

import java.nio.charset.StandardCharsets;

/**
 * Snapshot keys of the catalog: the canonical purl without version for a component, and that key, a 0x00 byte and
 * the version string for one version, so all versions of a component are adjacent (0x00 sorts before any purl byte).
 */
public final class ComponentKeys {

    private ComponentKeys() {
    }

    public static byte[] component(String canonicalPurl) {
        return canonicalPurl.getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] version(String canonicalPurl, String version) {
        byte[] purl = canonicalPurl.getBytes(StandardCharsets.UTF_8);
        byte[] ver = version.getBytes(StandardCharsets.UTF_8);
        byte[] key = new byte[purl.length + 1 + ver.length];
        System.arraycopy(purl, 0, key, 0, purl.length);
        System.arraycopy(ver, 0, key, purl.length + 1, ver.length);
        return key;
    }
}
