package io.cis.engine.components;

import java.util.List;

/** One version in a component's version list: its release date and declared licenses. */
public record VersionEntry(String version, String date, List<LicenseReference> licenses) {
}
