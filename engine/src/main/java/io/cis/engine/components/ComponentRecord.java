package io.cis.engine.components;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.cis.engine.version.PackedVersionList;
import java.util.List;

/**
 * A component as the snapshot stores it (key: canonical purl without version). {@code versions} are every known
 * version, sorted ascending by the ecosystem's order at build time so that resolution never sorts; they are kept
 * packed ({@link PackedVersionList}), since a cached component may know thousands.
 */
public record ComponentRecord(
        @JsonProperty("purl") String purl,
        @JsonProperty("name") String name,
        @JsonProperty("url") String url,
        @JsonProperty("source_purl") String sourcePurl,
        @JsonProperty("status") String status,
        @JsonProperty("first_indexed_date") String firstIndexedDate,
        @JsonProperty("last_indexed_date") String lastIndexedDate,
        @JsonProperty("versions") List<String> versions) {

    public ComponentRecord {
        name = name == null ? "" : name;
        url = url == null ? "" : url;
        sourcePurl = sourcePurl == null ? "" : sourcePurl;
        status = status == null ? "" : status;
        firstIndexedDate = firstIndexedDate == null ? "" : firstIndexedDate;
        lastIndexedDate = lastIndexedDate == null ? "" : lastIndexedDate;
        versions = PackedVersionList.of(versions == null ? List.of() : versions);
    }
}
