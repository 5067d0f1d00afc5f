package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** An SPDX license with the facts the SPDX list records for it, plus the exceptions used with it. */
public record SpdxLicense(
        @JsonProperty("id") String id,
        @JsonProperty("full_name") String fullName,
        @JsonProperty("details_url") String detailsUrl,
        @JsonProperty("reference_url") String referenceUrl,
        @JsonProperty("is_deprecated") boolean isDeprecated,
        @JsonProperty("is_fsf_libre") boolean isFsfLibre,
        @JsonProperty("is_osi_approved") boolean isOsiApproved,
        @JsonProperty("see_also") List<String> seeAlso,
        @JsonProperty("cross_refs") List<CrossRef> crossRefs,
        @JsonProperty("exceptions") List<SpdxException> exceptions) {

    public SpdxLicense {
        fullName = fullName == null ? "" : fullName;
        detailsUrl = detailsUrl == null ? "" : detailsUrl;
        referenceUrl = referenceUrl == null ? "" : referenceUrl;
        seeAlso = List.copyOf(seeAlso == null ? List.of() : seeAlso);
        crossRefs = List.copyOf(crossRefs == null ? List.of() : crossRefs);
        exceptions = List.copyOf(exceptions == null ? List.of() : exceptions);
    }
}
