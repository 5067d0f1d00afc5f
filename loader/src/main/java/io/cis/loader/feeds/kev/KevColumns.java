package io.cis.loader.feeds.kev;

import io.cis.loader.feeds.csv.CsvRecord;
import java.util.Optional;

/**
 * Where the columns the feed reads are in a KEV file, found by name in its header: CISA has added columns over the
 * years ({@code knownRansomwareCampaignUse}, {@code cwes}), so positions are not fixed.
 *
 * @param cveId     the index of {@code cveID}
 * @param dateAdded the index of {@code dateAdded}
 * @param count     how many columns the header has, and so every row
 */
record KevColumns(int cveId, int dateAdded, int count) {

    static final String CVE_ID = "cveID";
    static final String DATE_ADDED = "dateAdded";

    /** The columns of a header record, or empty when it is not a KEV header (no {@code cveID} or {@code dateAdded}). */
    static Optional<KevColumns> of(CsvRecord header) {
        int cveId = header.fields().indexOf(CVE_ID);
        int dateAdded = header.fields().indexOf(DATE_ADDED);
        if (!header.wellFormed() || cveId < 0 || dateAdded < 0) {
            return Optional.empty();
        }
        return Optional.of(new KevColumns(cveId, dateAdded, header.fields().size()));
    }
}
