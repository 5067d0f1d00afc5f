package io.cis.engine.vulnerabilities;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import io.cis.engine.snapshot.ValueCodec;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

/**
 * A component's advisory statements together with the vulnerabilities they name, rendered and put in the answer's
 * order once: answering a version is then evaluating the statements and picking the affected vulnerabilities in that
 * order, with no lookup, decode or sort per vulnerability. Each batch item used to look up every vulnerability it
 * named again, which with thousands per batch was a large part of its cost. Immutable; shared between requests.
 */
final class AdvisoryAnswers {

    private final PreparedAdvisories statements;
    /** By the statements' vulnerability index; null where the snapshot holds no record for the id. */
    private final RenderedVulnerability[] rendered;
    /** The indexes that have a record, in the answer's order. */
    private final int[] answerOrder;
    private final int weight;

    private AdvisoryAnswers(PreparedAdvisories statements, RenderedVulnerability[] rendered, int[] answerOrder, int weight) {
        this.statements = statements;
        this.rendered = rendered;
        this.answerOrder = answerOrder;
        this.weight = weight;
    }

    /** The statements with each vulnerability they name as {@code vulnerability} renders it, if it has a record. */
    static AdvisoryAnswers of(PreparedAdvisories statements, Function<String, Optional<RenderedVulnerability>> vulnerability) {
        List<String> ids = statements.vulnerabilities();
        RenderedVulnerability[] rendered = new RenderedVulnerability[ids.size()];
        int weight = 0;
        for (int i = 0; i < rendered.length; i++) {
            rendered[i] = vulnerability.apply(ids.get(i)).orElse(null);
            weight += rendered[i] == null ? 0 : rendered[i].weight();
        }
        int[] answerOrder = IntStream.range(0, rendered.length).filter(i -> rendered[i] != null).boxed()
                .sorted(Comparator.comparing(i -> rendered[i], RenderedVulnerability.ANSWER_ORDER))
                .mapToInt(Integer::intValue).toArray();
        return new AdvisoryAnswers(statements, rendered, answerOrder, weight);
    }

    /**
     * The vulnerabilities whose statements include the version, highest score first, then by id, each with the fixed
     * versions above it ({@link RenderedVulnerability#withFixedVersions}), spelled by {@code spelling}.
     */
    List<RenderedVulnerability> affecting(String version, UnaryOperator<String> spelling, ValueCodec codec) {
        return affecting(version, distro -> true, spelling, codec);
    }

    /**
     * Like {@link #affecting(String, UnaryOperator, ValueCodec)}, counting only statements whose distribution release
     * {@code applies}.
     */
    List<RenderedVulnerability> affecting(String version, Predicate<String> applies, UnaryOperator<String> spelling,
                                          ValueCodec codec) {
        PreparedAdvisories.Affecting affecting = statements.affecting(version, applies);
        BitSet indexes = affecting.indexes();
        if (indexes.isEmpty()) {
            return List.of();
        }
        List<RenderedVulnerability> answer = new ArrayList<>(indexes.cardinality());
        for (int index : answerOrder) {
            if (indexes.get(index)) {
                List<String> fixes = affecting.fixes().get(index).stream().map(spelling).distinct().toList();
                answer.add(rendered[index].withFixedVersions(fixes, codec));
            }
        }
        return answer;
    }

    /** The vulnerabilities whose statements include the version, as their records render, without fixes. */
    List<RenderedVulnerability> affecting(String version) {
        return affecting(version, distro -> true);
    }

    /** Like {@link #affecting(String)}, counting only statements whose distribution release {@code applies}. */
    List<RenderedVulnerability> affecting(String version, Predicate<String> applies) {
        BitSet affecting = statements.affectingIndexes(version, applies);
        if (affecting.isEmpty()) {
            return List.of();
        }
        List<RenderedVulnerability> answer = new ArrayList<>(affecting.cardinality());
        for (int index : answerOrder) {
            if (affecting.get(index)) {
                answer.add(rendered[index]);
            }
        }
        return answer;
    }

    /** What the rendered vulnerabilities held here cost, beyond the stored statements. */
    int weight() {
        return weight;
    }
}
