package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One license of a component version, as the license list of E5 shows it: the SPDX id (or a {@code LicenseRef-}
 * id for a license SPDX does not list), its name, whether the SPDX list has it, and its SPDX page.
 */
public record LicenseEntry(
        @JsonProperty("id") String id,
        @JsonProperty("full_name") String fullName,
        @JsonProperty("is_spdx_approved") boolean isSpdxApproved,
        @JsonProperty("url") String url) {

    public LicenseEntry {
        fullName = fullName == null ? "" : fullName;
        url = url == null ? "" : url;
    }
}
