package io.cis.engine.components;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** One version of a component as the snapshot stores it (key: canonical purl, 0x00, version). */
public record VersionRecord(
        @JsonProperty("version") String version,
        @JsonProperty("release_date") String releaseDate,
        @JsonProperty("status") String status,
        @JsonProperty("status_change_date") String statusChangeDate,
        @JsonProperty("indexed_date") String indexedDate,
        @JsonProperty("check_date") String checkDate,
        @JsonProperty("license_expression") String licenseExpression,
        @JsonProperty("licenses") List<String> licenses) {

    public VersionRecord {
        releaseDate = releaseDate == null ? "" : releaseDate;
        status = status == null ? "" : status;
        statusChangeDate = statusChangeDate == null ? "" : statusChangeDate;
        indexedDate = indexedDate == null ? "" : indexedDate;
        checkDate = checkDate == null ? "" : checkDate;
        licenseExpression = licenseExpression == null ? "" : licenseExpression;
        licenses = List.copyOf(licenses == null ? List.of() : licenses);
    }
}
