package io.cis.engine.staticanalysis;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;

/**
 * A file of a component version with its static-analysis issues.
 *
 * @param fileMd5 lower-case hex MD5 of the file when the analysis stated one, else {@code ""}
 * @param path    the file's path within the component's source, as the analysis names it
 */
public record AnalysedFile(
        @JsonProperty("fileMD5") String fileMd5,
        @JsonProperty("path") String path,
        @JsonProperty("issues") List<Issue> issues) {

    public AnalysedFile {
        fileMd5 = fileMd5 == null ? "" : fileMd5;
        Objects.requireNonNull(path, "path");
        issues = List.copyOf(issues == null ? List.of() : issues);
    }
}
