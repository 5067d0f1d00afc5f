package io.cis.engine.cpe;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One NVD configuration criterion naming vulnerable software: the CVE it belongs to, the CPE 2.3 match string as NVD
 * writes it ({@code cpe:2.3:a:tukaani:xz:*:*:*:*:*:*:*:*}), and the version range NVD gives for a criterion whose
 * version is ANY, each bound {@code ""} (not stored) when not given.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record CpeCriterion(
        @JsonProperty("vulnerability") String vulnerability,
        @JsonProperty("criteria") String criteria,
        @JsonProperty("version_start_including") String versionStartIncluding,
        @JsonProperty("version_start_excluding") String versionStartExcluding,
        @JsonProperty("version_end_including") String versionEndIncluding,
        @JsonProperty("version_end_excluding") String versionEndExcluding) {

    public CpeCriterion {
        vulnerability = vulnerability == null ? "" : vulnerability;
        criteria = criteria == null ? "" : criteria;
        versionStartIncluding = blankless(versionStartIncluding);
        versionStartExcluding = blankless(versionStartExcluding);
        versionEndIncluding = blankless(versionEndIncluding);
        versionEndExcluding = blankless(versionEndExcluding);
    }

    private static String blankless(String value) {
        return value == null ? "" : value.strip();
    }

    /** Whether the criterion states a range (it then names every version inside it). */
    public boolean hasRange() {
        return !versionStartIncluding.isEmpty() || !versionStartExcluding.isEmpty() || !versionEndIncluding.isEmpty()
                || !versionEndExcluding.isEmpty();
    }
}
