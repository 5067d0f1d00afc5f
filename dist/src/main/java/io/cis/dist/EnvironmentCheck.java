package io.cis.dist;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Finds {@code CIS_*} environment variables that no setting reads (a typo silently falls back to a default, which for
 * a snapshot setting used to mean serving the demo), each with the nearest known name.
 */
final class EnvironmentCheck {

    private final Set<String> known;

    EnvironmentCheck(Set<String> known) {
        this.known = new TreeSet<>(known);
    }

    /** One warning per unknown {@code CIS_*} variable, sorted by name. */
    List<String> warnings(Map<String, String> environment) {
        List<String> warnings = new ArrayList<>();
        for (String name : new TreeSet<>(environment.keySet())) {
            if (name.startsWith("CIS_") && !known.contains(name)) {
                String nearest = known.stream().min(Comparator.comparingInt((String k) -> distance(name, k))
                        .thenComparing(Comparator.naturalOrder())).orElse("");
                warnings.add("warning: " + name + " is set but no setting reads it; did you mean " + nearest + "?");
            }
        }
        return warnings;
    }

    /** Levenshtein distance: the fewest single-character edits from one name to the other. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] row = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            row[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                row[j] = Math.min(substitution, Math.min(previous[j] + 1, row[j - 1] + 1));
            }
            int[] swap = previous;
            previous = row;
            row = swap;
        }
        return previous[b.length()];
    }
}
