package io.cis.loader.vulnerabilities;

import io.cis.engine.vulnerabilities.CvssScore;
import java.util.Optional;

/** Scores a CVSS vector: the stated score when there is one, else computed; empty when the vector cannot be read. */
@FunctionalInterface
public interface CvssScorer {

    Optional<CvssScore> score(CvssVector vector);
}
