package io.cis.engine.components;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Snapshot keys of the catalog: the canonical purl without version for a component, and that key, a 0x00 byte and
 * the version string for one version, so all versions of a component are adjacent (0x00 sorts before any purl byte).
 * The name index keys are the lower-case name, 0x00, and the canonical purl.
 */
public final class ComponentKeys {

    private ComponentKeys() {
    }

    public static byte[] component(String canonicalPurl) {
        return canonicalPurl.getBytes(StandardCharsets.UTF_8);
    }

    public static byte[] version(String canonicalPurl, String version) {
        return joined(canonicalPurl, version);
    }

    public static byte[] nameIndex(String name, String canonicalPurl) {
        return joined(name.toLowerCase(Locale.ROOT), canonicalPurl);
    }

    /** The prefix of every name-index key whose name starts with {@code namePrefix} (any case). */
    public static byte[] namePrefix(String namePrefix) {
        return namePrefix.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8);
    }

    /** The canonical purl part of a name-index key. */
    public static String purlOfNameIndex(byte[] key) {
        for (int i = 0; i < key.length; i++) {
            if (key[i] == 0) {
                return new String(key, i + 1, key.length - i - 1, StandardCharsets.UTF_8);
            }
        }
        throw new IllegalArgumentException("not a name-index key");
    }

    private static byte[] joined(String first, String second) {
        byte[] a = first.getBytes(StandardCharsets.UTF_8);
        byte[] b = second.getBytes(StandardCharsets.UTF_8);
        byte[] key = new byte[a.length + 1 + b.length];
        System.arraycopy(a, 0, key, 0, a.length);
        System.arraycopy(b, 0, key, a.length + 1, b.length);
        return key;
    }
}
