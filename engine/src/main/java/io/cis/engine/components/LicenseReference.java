package io.cis.engine.components;

/**
 * A declared license as a component lists it: its SPDX id, name and page when the SPDX list knows the id; the
 * declared text as the name, with no id, otherwise.
 */
public record LicenseReference(String name, String spdxId, boolean isSpdxApproved, String url) {
}
