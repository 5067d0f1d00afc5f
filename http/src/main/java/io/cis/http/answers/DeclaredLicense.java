package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A declared license of a version. */
public record DeclaredLicense(
        @JsonProperty("name") String name,
        @JsonProperty("spdx_id") String spdxId,
        @JsonProperty("is_spdx_approved") boolean isSpdxApproved,
        @JsonProperty("url") String url) {
}
