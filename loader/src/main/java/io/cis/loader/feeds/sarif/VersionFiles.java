package io.cis.loader.feeds.sarif;

import io.cis.engine.staticanalysis.AnalysedFile;
import io.cis.engine.staticanalysis.StaticAnalysisRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Collects the findings of every SARIF log of one component version and groups them by file: files in path order,
 * each file's issues by line. The answer's issue has no column, so two findings of one rule on the same lines (a
 * rule matching twice in one line) would read the same: they are one issue.
 */
final class VersionFiles {

    /** One file's MD5 (the first one a log states) and findings. */
    private static final class FileDraft {
        private String md5 = "";
        private final SortedSet<Finding> findings = new TreeSet<>();
    }

    private final Map<String, FileDraft> files = new TreeMap<>();

    void add(LocatedFinding located) {
        FileDraft file = files.computeIfAbsent(located.path(), path -> new FileDraft());
        if (file.md5.isEmpty()) {
            file.md5 = located.md5();
        }
        file.findings.add(located.finding());
    }

    StaticAnalysisRecord record() {
        List<AnalysedFile> answer = new ArrayList<>(files.size());
        for (Map.Entry<String, FileDraft> file : files.entrySet()) {
            answer.add(new AnalysedFile(file.getValue().md5, file.getKey(),
                    file.getValue().findings.stream().map(Finding::issue).toList()));
        }
        return new StaticAnalysisRecord(answer);
    }
}
