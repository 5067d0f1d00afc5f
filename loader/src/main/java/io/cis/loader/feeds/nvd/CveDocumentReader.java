package io.cis.loader.feeds.nvd;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.loader.build.FeedException;
import java.nio.file.Path;

/** Reads the CVE records of one parsed document of one format. */
interface CveDocumentReader {

    /**
     * Reports each usable record into {@code out} and skips each other one with its reason.
     *
     * @throws FeedException when the document lacks the structure its format requires (its record array)
     */
    void read(JsonNode document, Path file, FileRecords out) throws FeedException;
}
