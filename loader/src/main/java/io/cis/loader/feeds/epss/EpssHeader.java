package io.cis.loader.feeds.epss;

import io.cis.loader.build.FeedException;
import io.cis.loader.feeds.csv.CsvFile;
import io.cis.loader.feeds.csv.CsvRecord;
import io.cis.loader.vulnerabilities.IsoDay;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the first two lines of a FIRST daily file say: the comment
 * {@code #model_version:v2025.03.14,score_date:2025-08-15T00:00:00+0000} and the column header
 * {@code cve,epss,percentile}.
 *
 * @param modelVersion the {@code model_version} as written
 * @param scoreDate    the {@code YYYY-MM-DD} day of {@code score_date}
 */
record EpssHeader(String modelVersion, String scoreDate) {

    static final List<String> COLUMNS = List.of("cve", "epss", "percentile");
    static final int LINES = 2;
    private static final String MODEL_VERSION = "model_version";
    private static final String SCORE_DATE = "score_date";

    /**
     * Reads only the first two lines of {@code file}.
     *
     * @throws FeedException when either line is missing or not what FIRST writes: without the score date the
     *                       scores cannot be dated, and without the header the columns cannot be trusted
     */
    static EpssHeader read(Path file) throws FeedException {
        List<CsvRecord> lines = new ArrayList<>(LINES);
        CsvFile.read(file, record -> {
            lines.add(record);
            return lines.size() < LINES;
        });
        Map<String, String> comment = lines.isEmpty() ? Map.of() : comment(lines.get(0));
        String model = comment.getOrDefault(MODEL_VERSION, "");
        if (model.isEmpty() || !comment.containsKey(SCORE_DATE)) {
            throw new FeedException(file, "line 1 is not the #" + MODEL_VERSION + ":…," + SCORE_DATE + ":… comment");
        }
        String scoreDate = comment.get(SCORE_DATE);
        Optional<String> day = IsoDay.of(scoreDate);
        if (day.isEmpty()) {
            throw new FeedException(file, SCORE_DATE + " \"" + scoreDate + "\" is not a date");
        }
        if (lines.size() < LINES || !lines.get(1).fields().equals(COLUMNS)) {
            throw new FeedException(file, "line 2 is not the header " + String.join(",", COLUMNS));
        }
        return new EpssHeader(model, day.get());
    }

    /** The {@code key:value} pairs of the comment line, or none when the line is not a {@code #} comment. */
    private static Map<String, String> comment(CsvRecord line) {
        if (!line.wellFormed() || !line.fields().get(0).startsWith("#")) {
            return Map.of();
        }
        Map<String, String> pairs = new HashMap<>();
        for (int i = 0; i < line.fields().size(); i++) {
            String field = i == 0 ? line.fields().get(0).substring(1) : line.fields().get(i);
            int colon = field.indexOf(':');
            if (colon > 0) {
                pairs.put(field.substring(0, colon).strip(), field.substring(colon + 1).strip());
            }
        }
        return pairs;
    }
}
