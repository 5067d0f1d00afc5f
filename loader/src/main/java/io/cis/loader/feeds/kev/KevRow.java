package io.cis.loader.feeds.kev;

import io.cis.loader.feeds.csv.CsvRecord;
import io.cis.loader.vulnerabilities.CveId;
import io.cis.loader.vulnerabilities.IsoDay;
import io.cis.loader.vulnerabilities.KnownExploited;

/** One catalog row turned into its {@link KnownExploited} entry, or the reason it cannot be used. */
record KevRow(KnownExploited entry, String problem) {

    static KevRow of(CsvRecord row, KevColumns columns) {
        if (!row.wellFormed()) {
            return unusable(row.defect());
        }
        if (row.fields().size() != columns.count()) {
            return unusable(row.fields().size() + " fields where the header has " + columns.count());
        }
        String cve = row.fields().get(columns.cveId());
        if (!CveId.isValid(cve)) {
            return unusable(KevColumns.CVE_ID + " \"" + cve + "\" is not a CVE id");
        }
        String dateAdded = row.fields().get(columns.dateAdded());
        // exactly a day: CISA writes YYYY-MM-DD, and anything longer would be a different format, not a day
        if (IsoDay.of(dateAdded).filter(dateAdded::equals).isEmpty()) {
            return unusable(cve + ": " + KevColumns.DATE_ADDED + " \"" + dateAdded + "\" is not a YYYY-MM-DD day");
        }
        return new KevRow(new KnownExploited(cve, dateAdded), null);
    }

    private static KevRow unusable(String problem) {
        return new KevRow(null, problem);
    }

    boolean usable() {
        return entry != null;
    }
}
