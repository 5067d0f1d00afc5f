package io.cis.engine.staticanalysis;

import io.cis.engine.version.Resolution;
import java.util.List;

/** The static-analysis answer for one component: how its version resolved and that version's files with issues. */
public record ComponentIssues(Resolution resolution, List<AnalysedFile> files) {

    public ComponentIssues {
        files = List.copyOf(files);
    }
}
