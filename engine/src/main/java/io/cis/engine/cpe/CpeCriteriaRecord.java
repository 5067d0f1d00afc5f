package io.cis.engine.cpe;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** Every NVD criterion naming one CPE product (the key: the product, lower-case), whatever its vendor. */
public record CpeCriteriaRecord(@JsonProperty("criteria") List<CpeCriterion> criteria) {

    public CpeCriteriaRecord {
        criteria = List.copyOf(criteria == null ? List.of() : criteria);
    }
}
