package io.cis.http.answers;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.cis.engine.vulnerabilities.AffectedComponent;
import io.cis.engine.vulnerabilities.IdentifiedVulnerability;
import io.cis.engine.vulnerabilities.VulnerabilityRecord;
import java.util.List;

/** A vulnerability found by id: the record's fields, then every component and range it affects. */
public record IdentifiedItem(
        @JsonUnwrapped VulnerabilityRecord vulnerability,
        @JsonProperty("affected") List<AffectedComponent> affected) {

    public static IdentifiedItem of(IdentifiedVulnerability found) {
        return new IdentifiedItem(found.vulnerability(), found.affected());
    }
}
