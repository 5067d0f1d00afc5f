package io.cis.engine.licenses;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Snapshot keys of the license domains: the id, trimmed and lower-cased, so lookups ignore case. */
public final class LicenseKeys {

    private LicenseKeys() {
    }

    public static byte[] of(String id) {
        return id.trim().toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8);
    }
}
