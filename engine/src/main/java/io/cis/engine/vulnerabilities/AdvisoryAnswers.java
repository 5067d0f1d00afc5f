package io.cis.engine.vulnerabilities;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A component's advisory statements, prepared once, answering which vulnerabilities affect a version: the
 * statements are evaluated first and only the vulnerabilities they find affecting are read, from {@code
 * vulnerability}, which the caller keeps decoded on their own (one copy per vulnerability however many components
 * name it). A component's statements name about fifteen vulnerabilities where a version is affected by one or two;
 * reading all of them whenever the statements were read again (a component evicted by a working set larger than
 * the cache) made a batch of 1,000 read about 6,800 records where its answer showed a few hundred. Immutable;
 * shared between requests.
 */
final class AdvisoryAnswers {

    private final PreparedAdvisories statements;

    private AdvisoryAnswers(PreparedAdvisories statements) {
        this.statements = statements;
    }

    static AdvisoryAnswers of(PreparedAdvisories statements) {
        return new AdvisoryAnswers(statements);
    }

    /**
     * The vulnerabilities whose statements include the version, highest score first, then by id, each with the fixed
     * versions above it ({@link RenderedVulnerability#withFixedVersions}), spelled by {@code spelling}; a vulnerability
     * without a record ({@code vulnerability} answers empty) is left out.
     */
    List<RenderedVulnerability> affecting(String version, UnaryOperator<String> spelling,
            Function<String, Optional<RenderedVulnerability>> vulnerability) {
        return affecting(version, distro -> true, spelling, vulnerability);
    }

    /**
     * Like {@link #affecting(String, UnaryOperator, Function)}, counting only statements whose
     * distribution release {@code applies}.
     */
    List<RenderedVulnerability> affecting(String version, Predicate<String> applies, UnaryOperator<String> spelling,
            Function<String, Optional<RenderedVulnerability>> vulnerability) {
        PreparedAdvisories.Affecting affecting = statements.affecting(version, applies);
        BitSet indexes = affecting.indexes();
        if (indexes.isEmpty()) {
            return List.of();
        }
        List<Found> found = read(indexes, vulnerability);
        List<RenderedVulnerability> answer = new ArrayList<>(found.size());
        for (Found one : found) {
            List<String> fixes = affecting.fixes().get(one.index()).stream().map(spelling).distinct().toList();
            answer.add(one.rendered().withFixedVersions(fixes));
        }
        return answer;
    }

    /** The vulnerabilities whose statements include the version, as their records render, without fixes. */
    List<RenderedVulnerability> affecting(String version, Function<String, Optional<RenderedVulnerability>> vulnerability) {
        return affecting(version, (Predicate<String>) distro -> true, vulnerability);
    }

    /** Like {@link #affecting(String, Function)}, counting only statements whose distribution release {@code applies}. */
    List<RenderedVulnerability> affecting(String version, Predicate<String> applies,
            Function<String, Optional<RenderedVulnerability>> vulnerability) {
        BitSet affecting = statements.affectingIndexes(version, applies);
        return affecting.isEmpty() ? List.of() : read(affecting, vulnerability).stream().map(Found::rendered).toList();
    }

    /** The vulnerabilities of the marked indexes that have a record, in the answer's order. */
    private List<Found> read(BitSet indexes, Function<String, Optional<RenderedVulnerability>> vulnerability) {
        List<Found> found = new ArrayList<>(indexes.cardinality());
        for (int index = indexes.nextSetBit(0); index >= 0; index = indexes.nextSetBit(index + 1)) {
            int at = index;
            vulnerability.apply(statements.vulnerabilities().get(index)).ifPresent(rendered -> found.add(new Found(at, rendered)));
        }
        found.sort(Comparator.comparing(Found::rendered, RenderedVulnerability.ANSWER_ORDER));
        return found;
    }

    /** A vulnerability read for an answer, with its index among the statements' vulnerabilities. */
    private record Found(int index, RenderedVulnerability rendered) {
    }
}
