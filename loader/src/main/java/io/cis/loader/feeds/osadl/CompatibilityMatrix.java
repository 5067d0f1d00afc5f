package io.cis.loader.feeds.osadl;

import com.fasterxml.jackson.databind.JsonNode;
import io.cis.engine.licenses.CopyleftClass;
import io.cis.loader.build.FeedException;
import io.cis.loader.build.SkippedRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads OSADL's compatibility matrix in its own JSON form ({@code matrixseqexpl.json}: {@code timestamp} and
 * {@code licenses[]} of {@code {name, compatibilities[{name, compatibility, explanation}]}}) into one row per
 * leading license.
 */
final class CompatibilityMatrix {

    /** The rows by leading license, in file order, and the day of the matrix's timestamp ({@code null} if none). */
    record Matrix(Map<String, MatrixRow> rows, String day) {
    }

    private static final Set<String> VERDICTS = Set.of("Yes", "Same", "Check dependency", "No", "Unknown");

    Matrix read(Path file, JsonNode document, List<SkippedRecord> skipped) throws FeedException {
        JsonNode licenses = document.path("licenses");
        if (!licenses.isArray()) {
            throw new FeedException(file, "has no \"licenses\" array; not an OSADL compatibility matrix");
        }
        Map<String, MatrixRow> rows = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        CopyleftExplanations explanations = new CopyleftExplanations();
        int index = 0;
        for (JsonNode license : licenses) {
            String where = "licenses[" + index++ + "]";
            String name = license.path("name").asText("");
            if (!license.path("name").isTextual() || name.isBlank()) {
                skipped.add(new SkippedRecord(file.toString(), where, "license without a name"));
                continue;
            }
            if (!seen.add(name.toLowerCase(Locale.ROOT))) {
                skipped.add(new SkippedRecord(file.toString(), name, "license listed again; the first one stands"));
                continue;
            }
            try {
                rows.put(name, row(name, license.path("compatibilities"), explanations));
            } catch (IllegalArgumentException e) {
                skipped.add(new SkippedRecord(file.toString(), name, e.getMessage()));
            }
        }
        Map<String, MatrixRow> classified = new LinkedHashMap<>();
        rows.forEach((name, row) -> classified.put(name, row.withCopyleftClass(explanations.of(name))));
        String timestamp = document.path("timestamp").asText("");
        return new Matrix(classified, timestamp.matches("\\d{4}-\\d{2}-\\d{2}.*") ? timestamp.substring(0, 10) : null);
    }

    private static MatrixRow row(String leading, JsonNode cells, CopyleftExplanations explanations) {
        if (!cells.isArray()) {
            throw new IllegalArgumentException("compatibilities is not a list");
        }
        int index = 0;
        for (JsonNode cell : cells) {
            String verdict = cell.path("compatibility").asText("");
            if (cell.path("name").asText("").isBlank() || !VERDICTS.contains(verdict)) {
                throw new IllegalArgumentException("compatibilities[" + index + "] has no license name or the verdict '"
                        + verdict + "' (expected one of Yes, Same, Check dependency, No, Unknown)");
            }
            index++;
        }
        // only a usable row's explanations count
        List<String> compatible = new ArrayList<>();
        List<String> depending = new ArrayList<>();
        List<String> incompatible = new ArrayList<>();
        for (JsonNode cell : cells) {
            String other = cell.path("name").asText();
            String verdict = cell.path("compatibility").asText();
            switch (verdict) {
                case "Yes", "Same" -> compatible.add(other);
                case "Check dependency" -> depending.add(other);
                case "No" -> incompatible.add(other);
                default -> {
                    // Unknown: OSADL makes no recommendation, so the license is in no list
                }
            }
            explanations.read(leading, other, cell.path("explanation").asText(""));
        }
        return new MatrixRow(leading, compatible, depending, incompatible, CopyleftClass.UNCLASSIFIED);
    }
}
