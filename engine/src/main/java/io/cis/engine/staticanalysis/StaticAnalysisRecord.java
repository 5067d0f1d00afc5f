package io.cis.engine.staticanalysis;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/** The static-analysis issues of one component version, grouped by file, stored as the answer shows them. */
public record StaticAnalysisRecord(@JsonProperty("files") List<AnalysedFile> files) {

    public StaticAnalysisRecord {
        files = List.copyOf(files == null ? List.of() : files);
    }
}
