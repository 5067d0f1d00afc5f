package io.cis.loader.feeds.epss;

import io.cis.loader.feeds.csv.CsvRecord;
import io.cis.loader.vulnerabilities.CveId;
import io.cis.loader.vulnerabilities.EpssScore;
import java.util.regex.Pattern;

/** One {@code cve,epss,percentile} row turned into its {@link EpssScore}, or the reason it cannot be used. */
record EpssRow(EpssScore score, String problem) {

    // plain decimals as FIRST writes them (0.0341, 1e-05); Double.parseDouble alone would also take NaN, Infinity,
    // hexadecimal and a trailing 'd'
    private static final Pattern DECIMAL = Pattern.compile("\\d+(\\.\\d+)?([eE][-+]?\\d+)?");

    static EpssRow of(CsvRecord row) {
        if (!row.wellFormed()) {
            return unusable(row.defect());
        }
        if (row.fields().size() != EpssHeader.COLUMNS.size()) {
            return unusable(row.fields().size() + " fields where the header has " + EpssHeader.COLUMNS.size());
        }
        String cve = row.fields().get(0);
        if (!CveId.isValid(cve)) {
            return unusable("cve \"" + cve + "\" is not a CVE id");
        }
        String epss = row.fields().get(1);
        String percentile = row.fields().get(2);
        if (!isProbability(epss)) {
            return unusable(cve + ": epss \"" + epss + "\" is not a number from 0 to 1");
        }
        if (!isProbability(percentile)) {
            return unusable(cve + ": percentile \"" + percentile + "\" is not a number from 0 to 1");
        }
        return new EpssRow(new EpssScore(cve, Double.parseDouble(epss), Double.parseDouble(percentile)), null);
    }

    boolean usable() {
        return score != null;
    }

    private static EpssRow unusable(String problem) {
        return new EpssRow(null, problem);
    }

    private static boolean isProbability(String text) {
        if (!DECIMAL.matcher(text).matches()) {
            return false;
        }
        double value = Double.parseDouble(text);
        return value >= 0 && value <= 1;
    }
}
