package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** An SPDX license exception as the SPDX list describes it. */
public record SpdxException(
        @JsonProperty("id") String id,
        @JsonProperty("full_name") String fullName,
        @JsonProperty("details_url") String detailsUrl,
        @JsonProperty("see_also") List<String> seeAlso,
        @JsonProperty("is_deprecated") boolean isDeprecated) {

    public SpdxException {
        fullName = fullName == null ? "" : fullName;
        detailsUrl = detailsUrl == null ? "" : detailsUrl;
        seeAlso = List.copyOf(seeAlso == null ? List.of() : seeAlso);
    }
}
