package io.cis.loader.feeds.sarif;

import io.cis.engine.staticanalysis.Issue;
import java.util.Comparator;

/**
 * One issue before it is stored: lines as numbers, so that a file's issues sort by line; {@link #NO_LINE} for an
 * issue about the whole file, which the answer shows with empty {@code from} and {@code to} and lists first.
 */
record Finding(String ruleId, int from, int to, String severity) implements Comparable<Finding> {

    static final int NO_LINE = 0;

    private static final Comparator<Finding> ORDER = Comparator.comparingInt(Finding::from)
            .thenComparingInt(Finding::to).thenComparing(Finding::ruleId).thenComparing(Finding::severity);

    Issue issue() {
        return new Issue(ruleId, line(from), line(to), severity);
    }

    private static String line(int line) {
        return line == NO_LINE ? "" : Integer.toString(line);
    }

    @Override
    public int compareTo(Finding other) {
        return ORDER.compare(this, other);
    }
}
