package io.cis.http.ops;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A scraped exposition read back as its series: each sample line's name and labels, without the value. */
public record Exposition(Set<String> series) {

    private static final Pattern SAMPLE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{.*})?\\s+\\S+.*$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    public static Exposition parse(String text) {
        Set<String> series = new TreeSet<>();
        text.lines().filter(line -> !line.startsWith("#") && !line.isBlank()).forEach(line -> {
            Matcher sample = SAMPLE.matcher(line);
            if (!sample.matches()) {
                throw new IllegalArgumentException("not a sample line: " + line);
            }
            series.add(sample.group(1) + (sample.group(2) == null ? "" : sample.group(2)));
        });
        return new Exposition(series);
    }

    /** The name of one series. */
    public static String name(String series) {
        int brace = series.indexOf('{');
        return brace < 0 ? series : series.substring(0, brace);
    }

    /** The labels of one series, by name. */
    public static Map<String, String> labels(String series) {
        Map<String, String> labels = new TreeMap<>();
        int brace = series.indexOf('{');
        if (brace >= 0) {
            Matcher label = LABEL.matcher(series.substring(brace));
            while (label.find()) {
                labels.put(label.group(1), label.group(2));
            }
        }
        return labels;
    }

    /** The series whose name starts with {@code prefix}. */
    public Set<String> named(String prefix) {
        return series.stream().filter(s -> name(s).startsWith(prefix)).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The number of bucket lines of each histogram series, keyed by its name and labels other than {@code le}. */
    public Map<String, Integer> bucketsPerHistogram() {
        Map<String, Integer> buckets = new TreeMap<>();
        for (String s : series) {
            if (name(s).endsWith("_bucket")) {
                Map<String, String> labels = labels(s);
                labels.remove("le");
                buckets.merge(name(s) + labels, 1, Integer::sum);
            }
        }
        return buckets;
    }
}
