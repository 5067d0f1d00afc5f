package io.cis.bench.scale;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes FIRST's daily EPSS file, {@code epss/epss_scores-<day>.csv.gz}: the model comment, the header, and a score
 * for every CVE of the advisories plus as many CVEs no advisory names. Scores are heavily skewed towards zero, as
 * FIRST's are, and each row's percentile is the share of scores below it.
 */
final class EpssWriter {

    private final RandomStreams streams;
    private final AdvisoryIds ids;
    private final LocalDate referenceDay;

    EpssWriter(RandomStreams streams, AdvisoryIds ids, LocalDate referenceDay) {
        this.streams = streams;
        this.ids = ids;
        this.referenceDay = referenceDay;
    }

    /** Returns the number of rows written. */
    long write(Path feedsRoot, List<String> advisoryCves, int unrelated) throws IOException {
        Path dir = feedsRoot.resolve("epss");
        Files.createDirectories(dir);
        SplittableRandom random = streams.of("epss");
        long rows = 0;
        try (OutputStream out = DeterministicGzip.create(dir.resolve("epss_scores-" + referenceDay + ".csv.gz"), 6);
             Writer csv = new OutputStreamWriter(out, StandardCharsets.UTF_8)) {
            csv.write("#model_version:v2025.03.14,score_date:" + referenceDay + "T00:00:00+0000\n");
            csv.write("cve,epss,percentile\n");
            for (String cve : advisoryCves) {
                row(csv, cve, random);
                rows++;
            }
            int firstYear = 1999;
            int years = referenceDay.getYear() - firstYear + 1;
            for (int j = 0; j < unrelated; j++) {
                row(csv, "CVE-" + (firstYear + random.nextInt(years)) + "-" + ids.unrelatedCveNumber(j), random);
                rows++;
            }
        }
        return rows;
    }

    private static void row(Writer csv, String cve, SplittableRandom random) throws IOException {
        double percentile = random.nextDouble();
        double score = 0.00010 + 0.97 * Math.pow(percentile, 25);
        csv.write(cve + "," + String.format(Locale.ROOT, "%.5f", score) + ","
                + String.format(Locale.ROOT, "%.5f", percentile) + "\n");
    }
}
