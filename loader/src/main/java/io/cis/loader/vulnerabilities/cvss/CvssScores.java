package io.cis.loader.vulnerabilities.cvss;

import io.cis.loader.vulnerabilities.CvssVector;
import java.util.Optional;

/**
 * The {@code cvss_score} and {@code cvss_severity} of a feed's CVSS vector (CVSS 2.0, 3.0, 3.1 and 4.0): the score
 * the feed states, else the one computed from the vector with ae-security, and its label by {@link SeverityLabels}.
 */
public final class CvssScores {

    private final StrictCvssParser parser;

    public CvssScores() {
        this(new StrictCvssParser());
    }

    CvssScores(StrictCvssParser parser) {
        this.parser = parser;
    }

    /**
     * The vector scored, or empty when the vector cannot be read (malformed, an unknown metric or value, a missing
     * base metric, or a {@code CVSS:x.y/} version other than 3.0, 3.1 and 4.0); callers count those. The version is
     * read from the vector itself, not from the feed's {@code type}. A stated score is reported as stated, rounded to
     * one decimal as CVSS scores are; one that is not a number from 0 to 10 gives way to the computed score.
     */
    public Optional<ScoredCvss> score(CvssVector vector) {
        return parser.parse(vector.vector()).flatMap(parsed -> {
            double score = isScore(vector.score()) ? vector.score() : parsed.version().score(parsed.model());
            if (!isScore(score)) {
                return Optional.empty();
            }
            double rounded = Math.round(score * 10) / 10.0;
            String version = parsed.version().label();
            return Optional.of(new ScoredCvss(version, vector.vector(), rounded, SeverityLabels.of(rounded)));
        });
    }

    /** Whether a stated or computed value is a CVSS score at all (ae-security gives NaN where it cannot score). */
    private static boolean isScore(Double value) {
        return value != null && !value.isNaN() && value >= 0 && value <= 10;
    }
}
