package io.cis.engine.licenses;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * A component version's licenses as the snapshot stores them (key: canonical purl, 0x00, version): the SPDX
 * expression its metadata declares, re-printed with SPDX ids ({@code ""} when it declares several licenses without
 * saying how they combine), and each license once, in the order the declaration names them.
 */
public record ComponentLicenseRecord(
        @JsonProperty("statement") String statement,
        @JsonProperty("licenses") List<LicenseEntry> licenses) {

    public ComponentLicenseRecord {
        statement = statement == null ? "" : statement;
        licenses = List.copyOf(licenses == null ? List.of() : licenses);
    }
}
