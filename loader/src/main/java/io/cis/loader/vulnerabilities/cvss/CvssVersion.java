package io.cis.loader.vulnerabilities.cvss;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import org.metaeffekt.core.security.cvss.CvssVector;
import org.metaeffekt.core.security.cvss.v2.Cvss2;
import org.metaeffekt.core.security.cvss.v3.Cvss3P0;
import org.metaeffekt.core.security.cvss.v3.Cvss3P1;
import org.metaeffekt.core.security.cvss.v4P0.Cvss4P0;

/**
 * The CVSS versions a vector can be written in, told apart by the vector's prefix, each with ae-security's model of
 * it and the score the service reports.
 */
enum CvssVersion {

    /** v2 vectors carry no prefix ({@code AV:N/AC:L/Au:N/C:P/I:P/A:P}). */
    V2_0("2.0", "", Cvss2::new, CvssVector::getBaseScore),
    V3_0("3.0", "CVSS:3.0/", Cvss3P0::new, CvssVector::getBaseScore),
    V3_1("3.1", "CVSS:3.1/", Cvss3P1::new, CvssVector::getBaseScore),
    /**
     * CVSS 4.0 has one score for the whole vector (CVSS-B, -BT, -BE or -BTE by the metrics it sets), which is what
     * FIRST's calculator and NVD state; for v2 and v3 feeds state the base score, whatever temporal metrics follow.
     */
    V4_0("4.0", "CVSS:4.0/", Cvss4P0::new, CvssVector::getOverallScore);

    private static final String ANY_PREFIX = "CVSS:";

    private final String label;
    private final String prefix;
    private final Supplier<CvssVector> model;
    private final ToDoubleFunction<CvssVector> score;

    CvssVersion(String label, String prefix, Supplier<CvssVector> model, ToDoubleFunction<CvssVector> score) {
        this.label = label;
        this.prefix = prefix;
        this.model = model;
        this.score = score;
    }

    /** The version a vector is written in; empty for a {@code CVSS:x.y/} prefix of a version not listed here. */
    static Optional<CvssVersion> of(String vector) {
        if (!vector.startsWith(ANY_PREFIX)) {
            return Optional.of(V2_0);
        }
        return Arrays.stream(values()).filter(v -> !v.prefix.isEmpty() && vector.startsWith(v.prefix)).findFirst();
    }

    String label() {
        return label;
    }

    /** The metrics of {@code vector}: the text after the prefix. */
    String metrics(String vector) {
        return vector.substring(prefix.length());
    }

    /** A new, empty model of this version for ae-security to fill. */
    CvssVector newModel() {
        return model.get();
    }

    double score(CvssVector filled) {
        return score.applyAsDouble(filled);
    }
}
