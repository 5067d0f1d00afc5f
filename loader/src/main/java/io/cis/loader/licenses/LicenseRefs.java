package io.cis.loader.licenses;

/**
 * {@code LicenseRef-} ids for declared licenses that SPDX does not list, or that cannot be told apart: the declared
 * text with every run of characters an SPDX id cannot hold replaced by {@code -} ("BSD License" is
 * {@code LicenseRef-BSD-License}). The term keeps the declared text as its name.
 */
public final class LicenseRefs {

    private LicenseRefs() {
    }

    public static LicenseTerm of(String declared) {
        String text = declared.strip();
        String idstring = text.replaceAll("[^A-Za-z0-9.]+", "-").replaceAll("^[-.]+|-+$", "");
        return new LicenseTerm("LicenseRef-" + (idstring.isEmpty() ? "unnamed" : idstring), false, text);
    }

    /** Whether an id already is a license reference ({@code LicenseRef-…}, {@code DocumentRef-…:LicenseRef-…}). */
    public static boolean isReference(String id) {
        return id.startsWith("LicenseRef-") || id.startsWith("DocumentRef-");
    }
}
